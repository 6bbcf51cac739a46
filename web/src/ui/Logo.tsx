/** The Rivulet mark: three flowing lines in the theme's accent colour. */
export function Logo({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="var(--rv-accent)" />
      <path
        d="M7 10c4 0 4 4 9 4s5-4 9-4M7 16c4 0 4 4 9 4s5-4 9-4M7 22c4 0 4 4 9 4s5-4 9-4"
        fill="none"
        stroke="var(--rv-accent-fg)"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
