import { Link } from 'react-router';
import { seatPickerText } from '../../../shared/i18n/skSeatPicker.ts';

/** "Mapa" or "Vybrať zo zoznamu": both always offered; the current one is marked for screen readers too. */
export function PickerViewSwitch(props: { listView: boolean; mapHref: string; listHref: string }) {
  const { listView, mapHref, listHref } = props;
  return (
    <nav aria-label={seatPickerText.view.viewLabel} className="mb-2 picker-view-switch">
      <ul className="nav nav-pills">
        <li className="nav-item">
          <Link
            to={mapHref}
            replace
            className={`nav-link${listView ? '' : ' active'}`}
            aria-current={listView ? undefined : 'page'}
          >
            {seatPickerText.view.viewMap}
          </Link>
        </li>
        <li className="nav-item">
          <Link
            to={listHref}
            replace
            className={`nav-link${listView ? ' active' : ''}`}
            aria-current={listView ? 'page' : undefined}
          >
            {seatPickerText.view.viewList}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
