import { describe, expect, it } from 'vitest';
import { MENU_ICON_GROUPS } from './menu-icon-groups';
import { MENU_ICON_DRAWINGS } from './menu-icon-sprite';

type IconData = { name: string; node: [string, Record<string, string>][] };

describe('menu icon sprite', () => {
  it.each(MENU_ICON_GROUPS)('draws the %s group as lucide does', async (group) => {
    const [name, svg] = MENU_ICON_DRAWINGS[group];
    const { __iconData } = (await import(`lucide-react/icons/${name}`)) as { __iconData: IconData };
    const drawn = __iconData.node.map(([tag, attrs]) =>
      `<${tag} ${Object.entries(attrs).filter(([key]) => key !== 'key').map(([key, value]) => `${key}="${value}"`).join(' ')}/>`).join('');
    expect(__iconData.name).toBe(name);
    expect(svg).toBe(drawn);
  });
});
