/** A warning triangle; decorative (the title says what the alert is about). */
export function AlertIcon() {
  return (
    <svg
      className="alert-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 2 1 21h22L12 2Z" fill="currentColor" />
      <path d="M11 9h2v6h-2zM11 17h2v2h-2z" fill="var(--color-background, #fff)" />
    </svg>
  );
}
