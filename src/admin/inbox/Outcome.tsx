/** What a panel's last change did: said politely when it worked, as an alert when it did not. */
export function Outcome({ message, error }: { message: string; error: string }) {
  return (
    <>
      <p role="status" className="mt-2 text-sm">
        {message}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
