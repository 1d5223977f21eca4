export { type DialogEntry, listenForDialogSteps, pushDialogEntry } from './dialog-history';
export { buildHash, type Location, parseHash, type Query } from './hash';
export { Link } from './link';
export { back, navigate, replace } from './navigation';
export { useLocation } from './use-location';
