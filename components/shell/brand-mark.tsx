import { Gem } from 'lucide-react';

export function BrandMark({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <div className="flex items-center gap-2">
      <span className="grid size-9 place-items-center rounded-lg bg-gradient-to-br from-amber-400 to-amber-600 text-white shadow">
        <Gem size={20} aria-hidden />
      </span>
      <span className={`text-lg font-bold tracking-wide ${tone === 'dark' ? 'text-amber-300' : 'text-stone-900'}`}>KILAU</span>
    </div>
  );
}
