/** The empty image and text of the data table ("Tidak Ada Data"). */
export function EmptyState({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 py-10 text-stone-500" role="status">
      <svg width="72" height="56" viewBox="0 0 72 56" fill="none" aria-hidden>
        <rect x="8" y="14" width="56" height="36" rx="4" stroke="currentColor" strokeWidth="2" />
        <path d="M8 26h56M24 14v36" stroke="currentColor" strokeWidth="2" />
        <circle cx="52" cy="10" r="7" fill="#fde68a" stroke="#d97706" strokeWidth="2" />
        <path d="M49 10h6" stroke="#d97706" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="text-sm font-medium">{text}</p>
    </div>
  );
}
