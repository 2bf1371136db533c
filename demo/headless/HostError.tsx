/** A hook's error as the host shows it: the message in the person's language, the stable code beside it for the host's own logic. */
export function HostError({ error, testId }: { error: { code: string; message: string } | undefined; testId?: string }) {
  if (!error) return null
  return (
    <p role="alert" className="error" data-testid={testId} data-code={error.code}>
      {error.message}
    </p>
  )
}
