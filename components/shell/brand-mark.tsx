import { Icon } from './icons';

export function BrandMark({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <div className="flex items-center gap-2">
      <span className="grid size-9 place-items-center rounded-lg bg-gradient-to-br from-amber-400 to-amber-600 text-white shadow">
        <Icon name="gem" size={20} />
      </span>
      <span className={`text-lg font-bold tracking-wide ${tone === 'dark' ? 'text-amber-300' : 'text-stone-900'}`}>KILAU</span>
    </div>
  );
}
