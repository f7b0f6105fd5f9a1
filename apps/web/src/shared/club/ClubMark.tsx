import { sk } from '../i18n/sk.ts';
import { useGetClubSettingsQuery } from './clubApi.ts';

/** The club's crest next to the shop's name, or its monogram letters while it has none (decoration: the name follows). */
export function ClubMark() {
  const crestUrl = useGetClubSettingsQuery().data?.crestUrl ?? null;
  if (crestUrl)
    return (
      <img src={crestUrl} alt="" className="logo-crest" width={40} height={40} data-testid="club-crest" />
    );
  return (
    <span className="logo-mark" aria-hidden="true">
      {sk.clubMonogram}
    </span>
  );
}
