// Back office: matches and seasons (fields, price grids, presale, seat releases, waiting lists), the seat editor, queue rooms, renewals and relocation.
// Only the router imports this feature, lazily: the fans' pages never download the back office.
export { QueueRoomsPage } from './pages/QueueRoomsPage.tsx';
export { RenewalsAdminPage } from './pages/RenewalsAdminPage.tsx';
export { SeatEditorArenaPage } from './pages/SeatEditorArenaPage.tsx';
export { SeatEditorSectorPage } from './pages/SeatEditorSectorPage.tsx';
export { SetupEditorPage } from './pages/SetupEditorPage.tsx';
export { SetupListPage } from './pages/SetupListPage.tsx';
export { WaitingListAdminPage } from './pages/WaitingListAdminPage.tsx';
