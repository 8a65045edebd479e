#!/usr/bin/python3
"""SMS-DELIVER PDUs (3GPP TS 23.040) for the AT modem simulator, written from the spec.

deliver_pdus(sender, text, timestamp) returns the hex PDUs (with a leading SMSC field, as
+CMGL/+CMGR print them in PDU mode) of one message: GSM 7-bit when every character is in
the default alphabet (extension table included), UCS-2 otherwise; numeric or alphanumeric
sender; split with a concatenation UDH (8-bit reference) when it does not fit one PDU.

CLI: sms_pdu.py SENDER TEXT [TIMESTAMP]   prints one PDU per line.
"""
import datetime
import sys

GSM_BASIC = ("@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\x1bÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?"
             "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà")
GSM_EXTENSION = {'\f': 0x0A, '^': 0x14, '{': 0x28, '}': 0x29, '\\': 0x2F, '[': 0x3C, '~': 0x3D, ']': 0x3E,
                 '|': 0x40, '€': 0x65}


def gsm_septets(text):
    """Septets of text in the GSM default alphabet, or None if a character is not in it."""
    out = []
    for ch in text:
        if ch in GSM_EXTENSION:
            out += [0x1B, GSM_EXTENSION[ch]]
        else:
            i = GSM_BASIC.find(ch)
            if i < 0 or ch == '\x1b':
                return None
            out.append(i)
    return out


def pack_septets(septets, fill_bits=0):
    """Packs septets little-endian, starting after fill_bits zero bits."""
    value, bits, out = 0, fill_bits, bytearray()
    for s in septets:
        value |= s << bits
        bits += 7
        while bits >= 8:
            out.append(value & 0xFF)
            value >>= 8
            bits -= 8
    if bits > 0:
        out.append(value & 0xFF)
    return bytes(out)


def semi_octets(digits):
    """Swapped BCD, padded with F."""
    if len(digits) % 2:
        digits += 'F'
    return bytes(int(digits[i + 1] + digits[i], 16) for i in range(0, len(digits), 2))


def address(number):
    """TP-OA: length, type of address, value. Alphanumeric when not all digits."""
    plain = number.lstrip('+')
    if plain.isdigit():
        toa = 0x91 if number.startswith('+') else 0x81
        return bytes([len(plain), toa]) + semi_octets(plain)
    septets = gsm_septets(number)
    if septets is None:
        raise ValueError('alphanumeric sender must be GSM 7-bit: %r' % number)
    packed = pack_septets(septets)
    return bytes([(len(septets) * 7 + 3) // 4, 0xD0]) + packed


def timestamp(ts):
    """TP-SCTS from a datetime with tzinfo."""
    offset = int(ts.utcoffset().total_seconds() // 60) if ts.utcoffset() is not None else 0
    quarters = abs(offset) // 15
    tz = ((quarters % 10) << 4) | (quarters // 10)
    if offset < 0:
        tz |= 0x08
    fields = '%02d%02d%02d%02d%02d%02d' % (ts.year % 100, ts.month, ts.day, ts.hour, ts.minute, ts.second)
    return semi_octets(fields) + bytes([tz])


def parse_time(text):
    """`now`, `now-SECONDS`, or ISO 8601 like 2024-05-17T10:30:00+02:00."""
    if text.startswith('now'):
        delta = int(text[3:] or 0)
        local = datetime.datetime.now(datetime.timezone(datetime.timedelta(hours=2)))
        return (local + datetime.timedelta(seconds=delta)).replace(microsecond=0)
    if len(text) >= 3 and text[-3] in '+-' and text[-2:].isdigit():
        text += ':00'
    return datetime.datetime.fromisoformat(text.replace('Z', '+00:00'))


def deliver_pdus(sender, text, ts='now', reference=1, smsc='+31624000000', max_parts=None):
    ts = parse_time(ts) if isinstance(ts, str) else ts
    septets = gsm_septets(text)
    if septets is not None:
        dcs, units, single, multi = 0x00, septets, 160, 153
    else:
        data = text.encode('utf-16-be')
        dcs, units, single, multi = 0x08, [data[i:i + 2] for i in range(0, len(data), 2)], 70, 67
    if len(units) <= single and max_parts is None:
        chunks = [units]
    else:
        per = multi
        if max_parts:
            per = min(multi, -(-len(units) // max_parts))
        chunks = []
        rest = units
        while rest:
            cut = per
            # Never split a GSM escape pair across parts.
            if dcs == 0 and cut < len(rest) and rest[cut - 1] == 0x1B:
                cut -= 1
            chunks.append(rest[:cut])
            rest = rest[cut:]
    pdus = []
    smsc_field = b'\x00' if not smsc else bytes([len(semi_octets(smsc.lstrip('+'))) + 1, 0x91]) + semi_octets(smsc.lstrip('+'))
    for index, chunk in enumerate(chunks):
        udh = b''
        if len(chunks) > 1:
            udh = bytes([0x05, 0x00, 0x03, reference & 0xFF, len(chunks), index + 1])
        first = 0x04 | (0x40 if udh else 0)
        if dcs == 0:
            fill = (7 - (len(udh) * 8) % 7) % 7 if udh else 0
            body = pack_septets(chunk, fill)
            udl = (len(udh) * 8 + fill) // 7 + len(chunk) if udh else len(chunk)
            ud = udh + body[len(udh):] if udh else body
            if udh:
                # Pack the UDH bytes and the fill-aligned septets as one bit stream.
                bits = pack_septets(chunk, len(udh) * 8 + fill)
                ud = udh + bits[len(udh):]
        else:
            payload = b''.join(chunk)
            ud = udh + payload
            udl = len(ud)
        tpdu = bytes([first]) + address(sender) + bytes([0x00, dcs]) + timestamp(ts) + bytes([udl]) + ud
        pdus.append(((smsc_field + tpdu).hex().upper(), len(tpdu)))
    return pdus


if __name__ == '__main__':
    for pdu, length in deliver_pdus(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else 'now'):
        print(length, pdu)
