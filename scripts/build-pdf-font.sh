#!/usr/bin/env bash
# Builds lib/reports/fonts/NotoSansCJKjp-Regular-subset.otf, the one font every PDF embeds (lib/reports/fonts/README.md).
# Needs Debian's fonts-noto-cjk and python3-fonttools; the result is committed, so a fresh `npm install` needs neither.
# Characters kept: Latin (ASCII, Latin-1, Extended-A/B), punctuation, symbols, kana, full-width forms, and every Han
# character of Big5 (cp950), Big5-HKSCS and JIS X 0213: Traditional Chinese and Japanese text, in the JP face's forms.
set -euo pipefail
out=lib/reports/fonts/NotoSansCJKjp-Regular-subset.otf
unicodes=$(mktemp)
/usr/bin/python3 - >"$unicodes" <<'PY'
def decode_all(codec, leads, trails):
    found = set()
    for lead in leads:
        for trail in trails:
            try:
                found.update(bytes([lead, trail]).decode(codec))
            except UnicodeDecodeError:
                pass
    return found
points = set()
for low, high in [(0x20, 0x7E), (0xA0, 0x24F), (0x2000, 0x206F), (0x20A0, 0x20CF), (0x2100, 0x218F), (0x2190, 0x21FF),
                  (0x2460, 0x24FF), (0x2500, 0x25FF), (0x3000, 0x30FF), (0x31F0, 0x31FF), (0xFF00, 0xFFEF)]:
    points.update(range(low, high + 1))
chars = decode_all('cp950', range(0x81, 0xFF), range(0x40, 0xFF)) | decode_all('big5hkscs', range(0x81, 0xFF), range(0x40, 0xFF))
chars |= decode_all('euc_jis_2004', range(0xA1, 0xFF), range(0xA1, 0xFF))
points.update(ord(ch) for ch in chars if len(ch) == 1)
print('\n'.join('U+%04X' % point for point in sorted(points)))
PY
# Face 0 of the collection is the Japanese one. No layout features: the PDF writer places glyphs without shaping.
/usr/bin/python3 -m fontTools.subset /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc --font-number=0 \
  --unicodes-file="$unicodes" --layout-features='' --no-hinting --desubroutinize --output-file="$out"
rm "$unicodes"
ls -l "$out"
