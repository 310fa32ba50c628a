"""A QR code (ISO/IEC 18004, model 2) for a share code: byte mode, error correction level M,
mask 0, the smallest version that holds the code.

Only this one kind of code is needed, and the library that makes every kind (segno) imports
urllib.request on the way (through xml.sax for its SVG writer): 45 ms of a roster export's
200. tests/export/test_qr.py checks the modules against reportlab's own encoder for codes of
every version, and reads the printed code back with zbar.
"""

from __future__ import annotations

from collections.abc import Callable

# Per version 1-40 at level M: error correction codewords per block, and (blocks, data
# codewords per block) for each group of blocks (ISO/IEC 18004 table 9).
BLOCKS_M: tuple[tuple[int, tuple[tuple[int, int], ...]], ...] = (
    (10, ((1, 16),)), (16, ((1, 28),)), (26, ((1, 44),)), (18, ((2, 32),)), (24, ((2, 43),)),
    (16, ((4, 27),)), (18, ((4, 31),)), (22, ((2, 38), (2, 39))), (22, ((3, 36), (2, 37))),
    (26, ((4, 43), (1, 44))), (30, ((1, 50), (4, 51))), (22, ((6, 36), (2, 37))),
    (22, ((8, 37), (1, 38))), (24, ((4, 40), (5, 41))), (24, ((5, 41), (5, 42))),
    (28, ((7, 45), (3, 46))), (28, ((10, 46), (1, 47))), (26, ((9, 43), (4, 44))),
    (26, ((3, 44), (11, 45))), (26, ((3, 41), (13, 42))), (26, ((17, 42),)), (28, ((17, 46),)),
    (28, ((4, 47), (14, 48))), (28, ((6, 45), (14, 46))), (28, ((8, 47), (13, 48))),
    (28, ((19, 46), (4, 47))), (28, ((22, 45), (3, 46))), (28, ((3, 45), (23, 46))),
    (28, ((21, 45), (7, 46))), (28, ((19, 47), (10, 48))), (28, ((2, 46), (29, 47))),
    (28, ((10, 46), (23, 47))), (28, ((14, 46), (21, 47))), (28, ((14, 46), (23, 47))),
    (28, ((12, 47), (26, 48))), (28, ((6, 47), (34, 48))), (28, ((29, 46), (14, 47))),
    (28, ((13, 46), (32, 47))), (28, ((40, 47), (7, 48))), (28, ((18, 47), (31, 48))),
)
MODE_BYTE = 0b0100
FORMAT_M_MASK_0 = 0b101010000010010  # level M (00), mask 0: BCH-coded and masked, constant

Matrix = list[list[bool]]
Put = Callable[[int, int, bool], None]  # (row, column, dark): a function module


def qr_matrix(data: bytes) -> Matrix | None:
    """The code's dark (True) and light modules, row by row, without a quiet zone; None when
    the data is more than a version 40 code holds."""
    version = _version_for(len(data))
    if version is None:
        return None
    codewords = _interleaved(_data_codewords(data, version), version)
    size = 17 + 4 * version
    modules = [[False] * size for _ in range(size)]
    reserved = [[False] * size for _ in range(size)]
    _draw_function_patterns(modules, reserved, version)
    _draw_codewords(modules, reserved, codewords)
    return modules


def _count_bits(version: int) -> int:
    return 8 if version <= 9 else 16


def _data_capacity(version: int) -> int:
    return sum(count * length for count, length in BLOCKS_M[version - 1][1])


def _version_for(length: int) -> int | None:
    for version in range(1, 41):
        if 4 + _count_bits(version) + 8 * length <= 8 * _data_capacity(version):
            return version
    return None


def _data_codewords(data: bytes, version: int) -> list[int]:
    """Mode, length, the bytes, a terminator and the standard's pad bytes."""
    capacity = _data_capacity(version) * 8
    bits = f"{MODE_BYTE:04b}{len(data):0{_count_bits(version)}b}"
    bits += "".join(f"{byte:08b}" for byte in data)
    bits += "0" * min(4, capacity - len(bits))
    bits += "0" * (-len(bits) % 8)
    codewords = [int(bits[i:i + 8], 2) for i in range(0, len(bits), 8)]
    pads = (0xEC, 0x11)
    return codewords + [pads[n % 2] for n in range(capacity // 8 - len(codewords))]


def _gf_tables() -> tuple[list[int], list[int]]:
    """Powers of 2 in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1, twice over so that a sum of
    two logarithms indexes it, and their logarithms."""
    exp, log = [0] * 512, [0] * 256
    value = 1
    for power in range(255):
        exp[power] = exp[power + 255] = value
        log[value] = power
        value <<= 1
        if value & 0x100:
            value ^= 0x11D
    return exp, log


EXP, LOG = _gf_tables()


def _gf_multiply(x: int, y: int) -> int:
    return EXP[LOG[x] + LOG[y]] if x and y else 0


def _rs_divisor(degree: int) -> list[int]:
    """The generator polynomial's coefficients, highest power first, the leading 1 left out:
    the product of (x - 2^i) for i below `degree`."""
    result = [0] * (degree - 1) + [1]
    root = 1
    for _ in range(degree):
        for j in range(degree):
            result[j] = _gf_multiply(result[j], root)
            if j + 1 < degree:
                result[j] ^= result[j + 1]
        root = _gf_multiply(root, 0x02)
    return result


def _rs_remainder(data: list[int], divisor: list[int]) -> list[int]:
    """The error correction codewords: the remainder of the data's polynomial by the
    divisor, each step a multiple of the divisor's logarithms."""
    divisor_logs = [LOG[c] if c else None for c in divisor]
    result = [0] * len(divisor)
    for byte in data:
        factor = byte ^ result.pop(0)
        result.append(0)
        if factor:
            factor_log = LOG[factor]
            for i, coefficient_log in enumerate(divisor_logs):
                if coefficient_log is not None:
                    result[i] ^= EXP[coefficient_log + factor_log]
    return result


def _interleaved(data: list[int], version: int) -> list[int]:
    """The data split into blocks, each block's error correction computed, and both read
    out column by column across the blocks."""
    ec_length, groups = BLOCKS_M[version - 1]
    blocks: list[list[int]] = []
    for count, length in groups:
        for _ in range(count):
            blocks.append(data[:length])
            data = data[length:]
    divisor = _rs_divisor(ec_length)
    corrections = [_rs_remainder(block, divisor) for block in blocks]
    out = [block[i] for i in range(max(map(len, blocks))) for block in blocks if i < len(block)]
    return out + [ec[i] for i in range(ec_length) for ec in corrections]


def _alignment_positions(version: int) -> list[int]:
    if version == 1:
        return []
    count = version // 7 + 2
    step = (version * 8 + count * 3 + 5) // (count * 4 - 4) * 2
    last = 17 + 4 * version - 7
    return [6] + sorted(last - i * step for i in range(count - 1))


def _draw_function_patterns(modules: Matrix, reserved: Matrix, version: int) -> None:
    size = len(modules)

    def put(row: int, col: int, dark: bool) -> None:
        modules[row][col] = dark
        reserved[row][col] = True

    for i in range(size):
        put(6, i, i % 2 == 0)
        put(i, 6, i % 2 == 0)
    for row, col in ((3, 3), (3, size - 4), (size - 4, 3)):  # finders and their separators
        for dr in range(-4, 5):
            for dc in range(-4, 5):
                if 0 <= row + dr < size and 0 <= col + dc < size:
                    put(row + dr, col + dc, max(abs(dr), abs(dc)) not in (2, 4))
    positions = _alignment_positions(version)
    corners = {(6, 6), (6, positions[-1] if positions else 0), (positions[-1] if positions
                                                                 else 0, 6)}
    for row in positions:
        for col in positions:
            if (row, col) not in corners:
                for dr in range(-2, 3):
                    for dc in range(-2, 3):
                        put(row + dr, col + dc, max(abs(dr), abs(dc)) != 1)
    _draw_format_and_version(put, size, version)


def _draw_format_and_version(put: Put, size: int, version: int) -> None:
    bit = [(FORMAT_M_MASK_0 >> i) & 1 == 1 for i in range(15)]
    for i in range(6):
        put(i, 8, bit[i])
    put(7, 8, bit[6])
    put(8, 8, bit[7])
    put(8, 7, bit[8])
    for i in range(9, 15):
        put(8, 14 - i, bit[i])
    for i in range(8):
        put(8, size - 1 - i, bit[i])
    for i in range(8, 15):
        put(size - 15 + i, 8, bit[i])
    put(size - 8, 8, True)  # the dark module
    if version < 7:
        return
    remainder = version
    for _ in range(12):
        remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25)
    bits = version << 12 | remainder
    for i in range(18):
        dark = (bits >> i) & 1 == 1
        put(i // 3, size - 11 + i % 3, dark)
        put(size - 11 + i % 3, i // 3, dark)


def _draw_codewords(modules: Matrix, reserved: Matrix, codewords: list[int]) -> None:
    """The codewords' bits up and down two-module columns from the right, skipping the
    function patterns, with mask 0 (dark where row + column is even) applied."""
    size = len(modules)
    total = len(codewords) * 8
    i = 0
    right = size - 1
    while right >= 1:
        if right == 6:
            right = 5  # the vertical timing pattern's column is skipped
        upward = (right + 1) & 2 == 0
        for vert in range(size):
            row = size - 1 - vert if upward else vert
            for col in (right, right - 1):
                if reserved[row][col]:
                    continue
                dark = i < total and (codewords[i >> 3] >> (7 - (i & 7))) & 1 == 1
                i += 1
                modules[row][col] = dark != ((row + col) % 2 == 0)
        right -= 2
