'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { saveAccessAction } from '@/features/users/actions/save-access';
import type { AccessTarget } from '@/features/users/services/access';
import { accessState, normaliseHidden, toggleAccess } from '@/features/users/access-tree';
import { useAlerts } from '@/components/alerts/use-alerts';
import type { SidebarItem } from '@/components/shell/sidebar';
import { Button } from '@/components/ui/button';
import { sizedControlClass } from '@/components/forms/styles';

// Not a form (decision 010): a tree of boxes that drive each other (access-tree.ts), saved whole; no field is typed.
/** /hak-akses-users: pick a level or a user, tick the menu entries they see (three levels deep), save. */
export function AccessScreen({ tree, target, hidden, levels, users }: {
  tree: SidebarItem[];
  target: AccessTarget;
  hidden: string[];
  levels: string[];
  users: { userId: string; level: string }[];
}) {
  const t = useTranslations('access');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const router = useRouter();
  // Shown as the menu applies it: an entry under a hidden group is hidden (and saved so).
  const [hiddenKeys, setHiddenKeys] = useState(() => normaliseHidden(tree, hidden));
  const [pending, startTransition] = useTransition();

  const toggle = (item: SidebarItem, ancestors: readonly string[], shown: boolean) =>
    setHiddenKeys((current) => toggleAccess(tree, current, item, ancestors, shown));

  const save = () =>
    startTransition(async () => {
      if (alerts.handle(await saveAccessAction(target, [...hiddenKeys]))) router.refresh();
    });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap gap-4">
        <div className="flex flex-col gap-1 text-sm font-medium text-stone-700">
          <label htmlFor="access-level">{t('level')}</label>
          <select
            id="access-level"
            value={target.kind === 'level' ? target.level : ''}
            onChange={(event) => router.push(`/hak-akses-users?level=${encodeURIComponent(event.target.value)}`)}
            className={`${sizedControlClass} w-48`}
          >
            {target.kind === 'user' && <option value="">—</option>}
            {levels.map((level) => <option key={level} value={level}>{level}</option>)}
          </select>
        </div>
        <div className="flex flex-col gap-1 text-sm font-medium text-stone-700">
          <label htmlFor="access-user">{t('user')}</label>
          <select
            id="access-user"
            value={target.kind === 'user' ? target.userId : ''}
            onChange={(event) => router.push(event.target.value ? `/hak-akses-users?user=${encodeURIComponent(event.target.value)}` : '/hak-akses-users')}
            className={`${sizedControlClass} w-64`}
          >
            <option value="">{t('allOfLevel')}</option>
            {users.map((user) => <option key={user.userId} value={user.userId}>{user.userId} ({user.level})</option>)}
          </select>
        </div>
      </div>
      <p className="text-sm text-stone-600">
        {target.kind === 'level' ? t('editingLevel', { level: target.level }) : t('editingUser', { userId: target.userId })}
      </p>
      <ul className="space-y-3" aria-label={t('treeLabel')}>
        {tree.map((group) => (
          <AccessNode key={group.key} item={group} hiddenKeys={hiddenKeys} onToggle={toggle} ancestors={[]} />
        ))}
      </ul>
      <div>
        <Button onClick={save} disabled={pending}>{pending ? tCommon('saving') : tCommon('save')}</Button>
      </div>
    </div>
  );
}

/** One box of the tree: a group's box drives its entries and shows indeterminate when only part of it is ticked. */
function AccessNode({ item, hiddenKeys, onToggle, ancestors }: {
  item: SidebarItem;
  hiddenKeys: Set<string>;
  onToggle: (item: SidebarItem, ancestors: readonly string[], shown: boolean) => void;
  ancestors: readonly string[];
}) {
  const state = accessState(item, hiddenKeys);
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'mixed';
  }, [state]);
  const depth = ancestors.length;
  return (
    <li className={depth === 0 ? 'rounded-lg border border-stone-200 p-3' : ''}>
      <label className={`flex items-center gap-2 text-sm text-stone-800 ${depth === 0 ? 'font-semibold' : ''}`}>
        <input ref={box} type="checkbox" checked={state === 'checked'} aria-checked={state === 'mixed' ? 'mixed' : undefined}
          onChange={(event) => onToggle(item, ancestors, event.target.checked)} className="size-4 accent-amber-600" />
        {item.title}
      </label>
      {item.children && (
        <ul className="ml-6 mt-2 space-y-1.5">
          {item.children.map((child) => (
            <AccessNode key={child.key} item={child} hiddenKeys={hiddenKeys} onToggle={onToggle} ancestors={[...ancestors, item.key]} />
          ))}
        </ul>
      )}
    </li>
  );
}
