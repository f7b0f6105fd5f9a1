import Alert from 'react-bootstrap/Alert';

/** Why a form was not saved, above its fields, when the reason concerns none of them. */
export function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <Alert variant="danger" role="alert">
      {message}
    </Alert>
  ) : null;
}
