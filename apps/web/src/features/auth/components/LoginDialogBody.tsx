import { sk } from '../../../shared/i18n/sk.ts';
import type { StoredSession } from '../../../shared/session/sessionSlice.ts';
import { ForgottenPasswordView } from './ForgottenPasswordView.tsx';
import { LoginForm } from './LoginForm.tsx';

export type LoginDialogView = { name: 'login' | 'forgotten'; email: string; switched: boolean };

type Props = {
  view: LoginDialogView;
  required: boolean;
  onViewChange: (view: LoginDialogView) => void;
  onLoggedIn: (session: StoredSession) => void;
};

/** The dialog's two views, loaded together (they bring the validator) when the dialog first opens. */
export function LoginDialogBody({ view, required, onViewChange, onLoggedIn }: Props) {
  if (view.name === 'forgotten') {
    return (
      <ForgottenPasswordView
        defaultEmail={view.email}
        onDone={(email) => onViewChange({ name: 'login', email, switched: true })}
      />
    );
  }
  return (
    <>
      {required ? <p className="lead fs-6">{sk.login.requiredText}</p> : null}
      <LoginForm
        key={view.email}
        defaultEmail={view.email}
        focusOnMount={view.switched || Boolean(view.email)}
        onLoggedIn={onLoggedIn}
        onForgotten={(email) => onViewChange({ name: 'forgotten', email, switched: true })}
      />
    </>
  );
}
