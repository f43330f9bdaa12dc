import { describe, expect, it } from 'vitest';
import { MENU_ICON_GROUPS, UI_ICONS } from './icon-ids';
import { ICON_SPRITE, MENU_ICON_DRAWINGS, UI_ICON_DRAWINGS } from './icon-sprite';

type IconData = { name: string; node: [string, Record<string, string>][] };

async function lucideDrawing(name: string) {
  const { __iconData } = (await import(`lucide-react/icons/${name}`)) as { __iconData: IconData };
  return {
    name: __iconData.name,
    svg: __iconData.node.map(([tag, attrs]) =>
      `<${tag} ${Object.entries(attrs).filter(([key]) => key !== 'key').map(([key, value]) => `${key}="${value}"`).join(' ')}/>`).join(''),
  };
}

describe('icon sprite', () => {
  it.each(MENU_ICON_GROUPS)('draws the %s menu group as lucide does', async (group) => {
    const [name, svg] = MENU_ICON_DRAWINGS[group];
    expect(await lucideDrawing(name)).toEqual({ name, svg });
  });

  it.each(UI_ICONS)('draws the shell icon %s as lucide does', async (icon) => {
    const [name, svg] = UI_ICON_DRAWINGS[icon];
    expect(await lucideDrawing(name)).toEqual({ name, svg });
  });

  it('holds one symbol per menu group and shell icon, under the ids the pages use', () => {
    const ids = [...ICON_SPRITE.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toContain('menu-icon-laporan');
    expect(ids).toContain('menu-icon-other');
    expect(ids).toContain('icon-chevronRight');
    expect(ids).toContain('icon-notFound');
    expect(new Set(ids).size).toBe(MENU_ICON_GROUPS.length + UI_ICONS.length);
    expect(ICON_SPRITE.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
  });
});
