interface LogoProps {
  /** Height of the mark in pixels; the word scales with it. */
  size?: number;
}

/** The Cartera mark (a shield with a C) and word. The name is read once: the drawing is decorative. */
export function Logo({ size = 28 }: LogoProps) {
  return (
    <span className="cartera-logo" style={{ fontSize: size * 0.75 }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          d="M16 2 4 6.5v8.7C4 22.6 9.1 28.4 16 30c6.9-1.6 12-7.4 12-14.8V6.5Z"
          fill="var(--cartera-brand)"
          stroke="var(--cartera-ink)"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M20.5 11.6a6 6 0 1 0 0 8.8" fill="none" stroke="var(--cartera-ink)" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="cartera-logo-word">Cartera</span>
    </span>
  );
}
