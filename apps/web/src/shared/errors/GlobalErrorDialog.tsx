import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '../routes/paths.ts';
import { ShopButton } from '../ui/buttons.tsx';
import { ShopDialog } from '../ui/ShopDialog.tsx';
import { dialogEntryFor } from './dialogCatalogue.ts';
import { firstErrorDismissed, selectFirstError } from './errorsSlice.ts';

/** Shows the first error of the store; confirming removes it and, when the catalogue says so, goes home. */
export function GlobalErrorDialog() {
  const error = useSelector(selectFirstError);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  if (!error) return null;
  const entry = dialogEntryFor(error.code);
  const confirm = () => {
    dispatch(firstErrorDismissed());
    if (entry.goHome) navigate(paths.home);
  };
  return (
    <ShopDialog
      show
      title={entry.title}
      titleId="error-dialog-title"
      onClose={() => dispatch(firstErrorDismissed())}
      footer={<ShopButton onClick={confirm}>{entry.button}</ShopButton>}
    >
      <p className="mb-0" data-error-code={error.code}>
        {error.message}
      </p>
    </ShopDialog>
  );
}
