'use client';
import { menuIconId } from './menu-icon-groups';

/**
 * A menu group's icon, drawn by reference from the shell's MenuIconSprite (menu-icon-sprite.tsx): server and client
 * components alike, without the icons' code in the browser. A client component although it only draws: the tiles'
 * RSC payload names it instead of carrying each icon's markup. Its class gives the symbol lucide's stroke (globals.css).
 */
export function MenuIcon({ group, size = 18 }: { group: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden className="menu-icon">
      <use href={`#${menuIconId(group)}`} />
    </svg>
  );
}
