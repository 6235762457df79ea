// 'react-redux' as the shell provides it to every app: what Záběr's browser code uses
// (NARROWED_ENTRIES in ../federation.mjs). Not connect() and its selector factories.
export { Provider, useDispatch, useSelector } from '@zaber/vendor/react-redux';
