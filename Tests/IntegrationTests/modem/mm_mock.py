#!/usr/bin/python3
"""A fake ModemManager built on python-dbusmock, driven by JSON lines on stdin.

Runs `python3 -m dbusmock --session` as a child on the bus of DBUS_SESSION_BUS_ADDRESS,
shaped like the real ModemManager: the ObjectManager at /org/freedesktop/ModemManager1
lists modems only (SMS objects are exported beside it), Messaging.List fails with
WrongState below ENABLED, and Added/PropertiesChanged are emitted like MM does.

Each command line gets one answer line: `ok [value]` or `error <text>`.
  {"op": "modem", "n": 0, "state": 8, "messaging": true}
  {"op": "messaging", "n": 0}                  late Messaging interface (InterfacesAdded)
  {"op": "state", "n": 0, "state": 8}          Modem.State PropertiesChanged
  {"op": "sms", "id": 1, "modem": 0, "state": 3, "pdu": 1, "number": "…", "text": "…", "ts": "…"}
  {"op": "complete", "id": 1, "text": "…"}     State=3 + Text PropertiesChanged
  {"op": "remove", "n": 0}                     InterfacesRemoved
  {"op": "restart"}                            new dbusmock process (new unique name), no objects
  {"op": "owner"}                              prints the current unique name
Stdin at EOF (or SIGTERM) stops the child.
"""
import ctypes
import json
import os
import signal
import subprocess
import sys
import time

import dbus

BUS = 'org.freedesktop.ModemManager1'
ROOT = '/org/freedesktop/ModemManager1'
OM = 'org.freedesktop.DBus.ObjectManager'
MOCK = 'org.freedesktop.DBus.Mock'
MODEM = 'org.freedesktop.ModemManager1.Modem'
MESSAGING = 'org.freedesktop.ModemManager1.Modem.Messaging'
SMS = 'org.freedesktop.ModemManager1.Sms'

GET_MANAGED_OBJECTS = (
    "ret = dbus.Dictionary({p: o.props for p, o in objects.items() if '/Modem/' in p}, "
    "signature='oa{sa{sv}}')")
LIST = (
    "if self.props['%s']['State'] < 6:\n"
    "    raise dbus.exceptions.DBusException('device not yet enabled', "
    "name='org.freedesktop.ModemManager1.Error.Core.WrongState')\n"
    "ret = self.props['%s']['Messages']" % (MODEM, MESSAGING))
ENABLE = "self.UpdateProperties('%s', {'State': dbus.Int32(8 if args[0] else 3)})" % MODEM


def die_with_parent():
    libc = ctypes.CDLL('libc.so.6', use_errno=True)
    libc.prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


class FakeModemManager:
    def __init__(self):
        self.bus = dbus.SessionBus()
        self.child = None

    def start(self):
        self.child = subprocess.Popen(
            [sys.executable, '-m', 'dbusmock', '--session', BUS, ROOT, OM],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=die_with_parent)
        deadline = time.monotonic() + 10
        while not self.bus.name_has_owner(BUS):
            if time.monotonic() > deadline or self.child.poll() is not None:
                raise RuntimeError('dbusmock did not start')
            time.sleep(0.02)
        self.mock(ROOT).AddMethod(OM, 'GetManagedObjects', '', 'a{oa{sa{sv}}}', GET_MANAGED_OBJECTS)

    def stop(self):
        if self.child and self.child.poll() is None:
            self.child.terminate()
            try:
                self.child.wait(5)
            except subprocess.TimeoutExpired:
                self.child.kill()
                self.child.wait()
        self.child = None

    def obj(self, path):
        return self.bus.get_object(BUS, path)

    def mock(self, path):
        return dbus.Interface(self.obj(path), MOCK)

    def add_messaging(self, path):
        props = {'Messages': dbus.Array([], signature='o'), 'SupportedStorages': dbus.Array([1, 2], signature='u'),
                 'DefaultStorage': dbus.UInt32(2)}
        self.mock(path).AddProperties(MESSAGING, props)
        self.mock(path).AddMethods(MESSAGING, [('List', '', 'ao', LIST), ('Delete', 'o', '', ''),
                                               ('Create', 'a{sv}', 'o', 'ret = "/"')])
        return props

    def handle(self, cmd):
        op = cmd['op']
        if op == 'modem':
            path = '%s/Modem/%d' % (ROOT, cmd['n'])
            self.mock(ROOT).AddObject(path, MODEM, {'State': dbus.Int32(cmd.get('state', 8)),
                                                    'Manufacturer': 'smswatch', 'Model': 'mock'},
                                      [('Enable', 'b', '', ENABLE)])
            ifaces = {MODEM: dbus.Dictionary(self.obj(path).GetAll(MODEM, dbus_interface=dbus.PROPERTIES_IFACE),
                                             signature='sv')}
            if cmd.get('messaging', True):
                ifaces[MESSAGING] = dbus.Dictionary(self.add_messaging(path), signature='sv')
            self.mock(ROOT).EmitSignal(OM, 'InterfacesAdded', 'oa{sa{sv}}', [path, ifaces])
        elif op == 'messaging':
            path = '%s/Modem/%d' % (ROOT, cmd['n'])
            props = self.add_messaging(path)
            self.mock(ROOT).EmitSignal(OM, 'InterfacesAdded', 'oa{sa{sv}}',
                                       [path, {MESSAGING: dbus.Dictionary(props, signature='sv')}])
        elif op == 'state':
            path = '%s/Modem/%d' % (ROOT, cmd['n'])
            self.mock(path).UpdateProperties(MODEM, {'State': dbus.Int32(cmd['state'])})
        elif op == 'sms':
            path = '%s/SMS/%d' % (ROOT, cmd['id'])
            modem = '%s/Modem/%d' % (ROOT, cmd['modem'])
            props = {'State': dbus.UInt32(cmd.get('state', 3)), 'PduType': dbus.UInt32(cmd.get('pdu', 1)),
                     'Number': cmd.get('number', '+15550100'), 'Text': cmd.get('text', ''),
                     'Timestamp': cmd.get('ts', '2024-05-17T10:30:00+02'), 'Storage': dbus.UInt32(2),
                     'Data': dbus.Array([], signature='y')}
            self.mock(ROOT).AddObject(path, SMS, props, [])
            messages = list(self.obj(modem).Get(MESSAGING, 'Messages', dbus_interface=dbus.PROPERTIES_IFACE))
            messages.append(dbus.ObjectPath(path))
            self.mock(modem).UpdateProperties(MESSAGING, {'Messages': dbus.Array(messages, signature='o')})
            self.mock(modem).EmitSignal(MESSAGING, 'Added', 'ob', [dbus.ObjectPath(path), True])
        elif op == 'complete':
            path = '%s/SMS/%d' % (ROOT, cmd['id'])
            self.mock(path).UpdateProperties(SMS, {'State': dbus.UInt32(3), 'Text': cmd['text']})
        elif op == 'remove':
            path = '%s/Modem/%d' % (ROOT, cmd['n'])
            self.mock(ROOT).RemoveObject(path)
            self.mock(ROOT).EmitSignal(OM, 'InterfacesRemoved', 'oas', [path, [MODEM, MESSAGING]])
        elif op == 'restart':
            self.stop()
            self.start()
        elif op == 'owner':
            return self.bus.get_name_owner(BUS)
        else:
            raise ValueError('unknown op %r' % op)
        return ''


def main():
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    fake = FakeModemManager()
    try:
        fake.start()
        print('ok ready', flush=True)
        for line in sys.stdin:
            if not line.strip():
                continue
            try:
                value = fake.handle(json.loads(line))
                print(('ok ' + value).strip(), flush=True)
            except Exception as e:  # report, keep serving
                print('error ' + str(e).replace('\n', ' '), flush=True)
    finally:
        fake.stop()


if __name__ == '__main__':
    main()
