import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * Chromium in these tests sees the fonts of a fresh Debian machine and nothing more: the DejaVu
 * faces of fonts-dejavu-core, which fontconfig itself depends on (Chromium cannot draw a page
 * without any font at all). Whatever else this machine has (a Noto or Lohit font installed by
 * hand, say) stays out of sight, so no Devanagari font is there: Hindi is drawn by the app's own
 * web font, and every layout test runs against the widths a new phone or laptop would show
 * (docs/decisions/0037-one-devanagari-font-for-every-device.md). Chromium reads FONTCONFIG_FILE
 * from the environment it is started with, which is this process's.
 */

const DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu';
const BASE_FONTS = [
  'DejaVuSans.ttf',
  'DejaVuSans-Bold.ttf',
  'DejaVuSansMono.ttf',
  'DejaVuSansMono-Bold.ttf',
  'DejaVuSerif.ttf',
  'DejaVuSerif-Bold.ttf',
];
/** Set once the configuration of this process is written, so that each test file reuses it. */
const MARK = 'BASERA_E2E_BASE_FONTS';

/** A fontconfig file naming a directory that holds links to the base fonts alone. */
function writeFontConfig(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'basera-fonts-'));
  for (const font of BASE_FONTS) {
    const source = path.join(DEJAVU_DIR, font);
    if (existsSync(source)) symlinkSync(source, path.join(dir, font));
  }
  const config = path.join(dir, 'fonts.conf');
  writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${dir}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
  <alias><family>sans-serif</family><prefer><family>DejaVu Sans</family></prefer></alias>
  <alias><family>serif</family><prefer><family>DejaVu Serif</family></prefer></alias>
  <alias><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
</fontconfig>
`,
  );
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return config;
}

if (!process.env[MARK]) {
  if (existsSync(path.join(DEJAVU_DIR, 'DejaVuSans.ttf'))) {
    process.env.FONTCONFIG_FILE = writeFontConfig();
  } else {
    console.warn(
      `e2e: ${DEJAVU_DIR} has no DejaVu Sans (Debian's fonts-dejavu-core): Chromium sees this machine's own fonts`,
    );
  }
  process.env[MARK] = '1';
}
