#!/usr/bin/python3
"""An AT-command modem for ModemManager's generic plugin, on an abstract Unix socket.

ModemManager started with --test-session accepts Test.SetProfile(id, "generic",
["abstract:NAME"]) and connects its AT port to the abstract socket named by that whole
string; this script listens there *before* SetProfile is called. It answers the probe,
init and enable sequences and the SMS commands in PDU mode (+CSMS, +CPMS, +CMGF=0, +CNMI,
+CMGL, +CMGR, +CMGD), and announces new messages with +CMTI.

Control: JSON lines on stdin, one answer line each (`ok [value]` / `error text`):
  {"op": "store",   "sender": "...", "text": "...", "ts": "...", "parts": N, "which": [1], "ref": 7}
  {"op": "deliver", ...same...}        store, then +CMTI for each stored part
  {"op": "count"}                      messages in storage
  {"op": "clients"}                    connections so far
Stdin at EOF (or SIGTERM) ends it.
"""
import argparse
import json
import os
import select
import signal
import socket
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ inside the test target's sources
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sms_pdu  # noqa: E402

STORAGE_SIZE = 50


class Modem:
    def __init__(self, trace):
        self.messages = {}  # index -> [stat, pdu, tpdu_length]
        self.client = None
        self.clients = 0
        self.buffer = b''
        self.trace = trace
        self.cmti = []  # CMTI timestamps (monotonic ns) for the benchmark

    def log(self, *args):
        if self.trace:
            print('sim:', *args, file=sys.stderr, flush=True)

    def send(self, text):
        if self.client is None:
            return
        try:
            self.client.sendall(text.encode())
        except OSError:
            self.client = None

    def store(self, cmd):
        ts = cmd.get('ts', 'now')
        pdus = sms_pdu.deliver_pdus(cmd['sender'], cmd['text'], ts, reference=cmd.get('ref', 1),
                                    max_parts=cmd.get('parts'))
        which = cmd.get('which') or list(range(1, len(pdus) + 1))
        indexes = []
        for n in which:
            pdu, length = pdus[n - 1]
            index = next(i for i in range(STORAGE_SIZE) if i not in self.messages)
            self.messages[index] = [0, pdu, length]  # 0: REC UNREAD
            indexes.append(index)
        return indexes

    def respond(self, line):
        cmd = line.strip()
        upper = cmd.upper()
        self.log('<<', cmd)
        if not upper.startswith('AT'):
            return None
        body = upper[2:]
        ok = '\r\nOK\r\n'
        err = '\r\nERROR\r\n'

        def info(*lines):
            return ''.join('\r\n' + l + '\r\n' for l in lines) + ok

        simple = {
            '': ok, 'E0': ok, 'V1': ok, 'Z': ok, '+CMEE=1': ok, 'I': info('smswatch AT modem simulator'),
            '+GCAP': info('+GCAP: +CGSM,+DS,+ES'),
            '+CGMI': info('smswatch'), '+GMI': info('smswatch'),
            '+CGMM': info('SIMULATOR'), '+GMM': info('SIMULATOR'),
            '+CGMR': info('1.0'), '+GMR': info('1.0'),
            '+CGSN': info('490154203237518'), '+GSN': info('490154203237518'),
            '+CIMI': info('001010123456789'),
            '+CCID': info('+CCID: 89014103211118510720'),
            '+CPIN?': info('+CPIN: READY'),
            '+CFUN?': info('+CFUN: 1'),
            '+CREG?': info('+CREG: 2,1,"00A1","0001B2C3",7'),
            '+CGREG?': info('+CGREG: 2,1,"00A1","0001B2C3",7'),
            '+CEREG?': info('+CEREG: 2,1,"00A1","0001B2C3",7'),
            '+COPS?': info('+COPS: 0,2,"00101",7'),
            '+COPS=3,2;+COPS?': info('+COPS: 0,2,"00101",7'),
            '+COPS=3,0;+COPS?': info('+COPS: 0,0,"smswatch",7'),
            '+CSQ': info('+CSQ: 20,99'),
            '+CNUM': info('+CNUM: "","+15550100",145'),
            '+CSMS?': info('+CSMS: 0,1,1,1'), '+CSMS=?': info('+CSMS: (0,1)'),
            '+CSMS=0': info('+CSMS: 1,1,1'), '+CSMS=1': info('+CSMS: 1,1,1'),
            '+CMGF=?': info('+CMGF: (0,1)'), '+CMGF=0': ok, '+CMGF?': info('+CMGF: 0'),
            '+CPMS=?': info('+CPMS: ("ME"),("ME"),("ME")'),  # one storage: MM lists each
            '+CNMI=?': info('+CNMI: (0-2),(0-3),(0,2),(0-2),(0,1)'),
            '+CSCS=?': info('+CSCS: ("IRA","GSM","UCS2")'), '+CSCS?': info('+CSCS: "IRA"'),
            '+WS46=?': info('+WS46: (12,22,25,28)'), '+WS46?': info('+WS46: 25'),
            '+CLCK=?': info('+CLCK: ("SC")'),
            '+CIND=?': info('+CIND: ("battchg",(0-5)),("signal",(0-5)),("service",(0,1)),("roam",(0,1))'),
            '+CIND?': info('+CIND: 5,4,1,0'),
            '+CMER=?': info('+CMER: (0-3),(0),(0),(0-2)'),
            '+CGDCONT?': info('+CGDCONT: 1,"IP","internet","0.0.0.0",0,0'),
            '+CGDCONT=?': info('+CGDCONT: (1-10),"IP",,,(0-2),(0-4)'),
            '+CGACT?': info('+CGACT: 1,0'),
        }
        if body in simple:
            return simple[body]
        if body.startswith('+CRSM=176,12258'):
            return info('+CRSM: 144,0,"98101430121181157002"')
        if body.startswith('+CRSM'):
            return info('+CRSM: 106,130,""')
        if body.startswith('+CPMS?'):
            n = len(self.messages)
            return info('+CPMS: "ME",%d,%d,"ME",%d,%d,"ME",%d,%d' % ((n, STORAGE_SIZE) * 3))
        if body.startswith('+CPMS='):
            n = len(self.messages)
            return info('+CPMS: %d,%d,%d,%d,%d,%d' % ((n, STORAGE_SIZE) * 3))
        if body.startswith('+CMGL'):
            lines = []
            for index in sorted(self.messages):
                stat, pdu, length = self.messages[index]
                lines.append('+CMGL: %d,%d,,%d\r\n%s' % (index, stat, length, pdu))
                self.messages[index][0] = 1  # REC READ
            return ''.join('\r\n' + l for l in lines) + ('\r\n' if lines else '') + ok
        if body.startswith('+CMGR='):
            index = int(body[6:])
            if index not in self.messages:
                return '\r\n+CMS ERROR: 321\r\n'
            stat, pdu, length = self.messages[index]
            self.messages[index][0] = 1
            return '\r\n+CMGR: %d,,%d\r\n%s\r\n' % (stat, length, pdu) + ok
        if body.startswith('+CMGD='):
            index = int(body[6:].split(',')[0])
            self.messages.pop(index, None)
            return ok
        if body.startswith('+CPIN=') or body.startswith('+CLCK'):
            return err
        if body.startswith('D') or body.startswith('+CGACT=1') or body.startswith('+CUSD'):
            return err
        # Settings (+CNMI=…, +CMER=…, +CREG=2, +CFUN=1, …) and anything else: accepted.
        return ok

    def handle_bytes(self, data):
        self.buffer += data
        while True:
            positions = [p for p in (self.buffer.find(b'\r'), self.buffer.find(b'\n')) if p >= 0]
            if not positions:
                break
            p = min(positions)
            line, self.buffer = self.buffer[:p], self.buffer[p + 1:]
            text = line.decode(errors='replace').strip()
            if not text:
                continue
            reply = self.respond(text)
            if reply is not None:
                self.log('>>', reply.strip().replace('\r\n', ' | '))
                self.send(reply)


def control(modem, line):
    cmd = json.loads(line)
    op = cmd['op']
    if op == 'store':
        return json.dumps(modem.store(cmd))
    if op == 'deliver':
        indexes = modem.store(cmd)
        for index in indexes:
            modem.cmti.append(time.monotonic_ns())
            modem.send('\r\n+CMTI: "ME",%d\r\n' % index)
            if len(indexes) > 1:
                time.sleep(cmd.get('gap', 0))
        return json.dumps(indexes)
    if op == 'count':
        return str(len(modem.messages))
    if op == 'clients':
        return str(modem.clients)
    if op == 'cmti':
        return json.dumps(modem.cmti)
    raise ValueError('unknown op %r' % op)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--socket', required=True, help='abstract socket name, e.g. abstract:smswatch-sim-1')
    parser.add_argument('--trace', action='store_true')
    args = parser.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    modem = Modem(args.trace)
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind('\0' + args.socket)
    server.listen(4)
    print('ok ready', flush=True)
    stdin = sys.stdin.buffer.raw
    pending = b''
    while True:
        fds = [server, stdin] + ([modem.client] if modem.client else [])
        readable, _, _ = select.select(fds, [], [])
        if server in readable:
            conn, _ = server.accept()
            if modem.client:
                modem.client.close()
            modem.client, modem.buffer = conn, b''
            modem.clients += 1
            modem.log('client connected')
        if modem.client and modem.client in readable:
            data = modem.client.recv(4096)
            if not data:
                modem.client.close()
                modem.client = None
            else:
                modem.handle_bytes(data)
        if stdin in readable:
            chunk = os.read(stdin.fileno(), 4096)
            if not chunk:
                return
            pending += chunk
            while b'\n' in pending:
                line, pending = pending.split(b'\n', 1)
                if not line.strip():
                    continue
                try:
                    print(('ok ' + control(modem, line.decode())).strip(), flush=True)
                except Exception as e:  # report, keep serving
                    print('error ' + str(e).replace('\n', ' '), flush=True)


if __name__ == '__main__':
    main()
