'use client';
import { iconHref, menuIconId, uiIconId, type UiIconName } from './icon-ids';

type SpriteIconProps = { id: string; size: number; className?: string; 'data-testid'?: string };

/**
 * An icon drawn by reference from the sprite the browser keeps (/icons.svg, components/shell/icon-sprite.ts): no
 * drawing and no icon code in the page. A client component although it only draws, so an RSC payload names it instead
 * of carrying its markup. The `sprite-icon` class gives the symbol lucide's stroke (globals.css).
 */
function SpriteIcon({ id, size, className, 'data-testid': testId }: SpriteIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden className={className ? `sprite-icon ${className}` : 'sprite-icon'} data-testid={testId}>
      <use href={iconHref(id)} />
    </svg>
  );
}

/** A menu group's icon (the sidebar, the tiles). */
export function MenuIcon({ group, size = 18 }: { group: string; size?: number }) {
  return <SpriteIcon id={menuIconId(group)} size={size} />;
}

/** One of the shell's own icons, where lucide's component was drawn before (same size and classes). */
export function Icon({ name, size = 24, ...rest }: { name: UiIconName; size?: number; className?: string; 'data-testid'?: string }) {
  return <SpriteIcon id={uiIconId(name)} size={size} {...rest} />;
}
