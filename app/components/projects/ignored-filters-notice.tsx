/** Values in the address that do not exist (status=bogus): left out, and said so. */
export function IgnoredFiltersNotice({ ignored }: { ignored: { key: string; text: string }[] }) {
  if (ignored.length === 0) return null;
  return (
    <div
      role="note"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-semibold">Some filters in the address were left out</p>
      <ul className="mt-1 list-disc pl-5">
        {ignored.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
    </div>
  );
}
