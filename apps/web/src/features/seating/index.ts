export { ArenaPage } from './pages/ArenaPage.tsx';
export { SeatPickerPage } from './pages/SeatPickerPage.tsx';
