/**
 * The store's hooks for every part of the web app. Features never import src/app, so a selector
 * is typed by the slice it reads, declared next to that slice (`WithAuth`, `WithCart`,
 * `WithQuickView`); a page that dispatches thunks names the store's dispatch,
 * `useAppDispatch<AppDispatch>()`. They are react-redux's own hooks passed through: a typed alias
 * would cost the storefront's first load bytes it does not have.
 */
export { useDispatch as useAppDispatch, useSelector as useAppSelector } from "react-redux";
