/** The spec's loading texts ("Loading tasks..."), announced politely. */
export function LoadingText({ children }: { children: string }) {
  return (
    <p className="loading" role="status">
      {children}
    </p>
  );
}
