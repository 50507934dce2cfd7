import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { useDispatch, useSelector } from "react-redux";
import type { api } from "./api";

/**
 * The store's hooks for every part of the web app. Features never import src/app, so a selector
 * is typed by the slice it reads, declared next to that slice (`WithAuth`, `WithCart`,
 * `WithQuickView`); the store built in src/app holds them all.
 */
/** The API cache, the one slice every feature shares. */
export type WithApi = { [api.reducerPath]: ReturnType<typeof api.reducer> };

export type AppDispatch = ThunkDispatch<WithApi, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

export const useAppSelector: <State extends object, Selected>(selector: (state: State) => Selected) => Selected =
  useSelector;
