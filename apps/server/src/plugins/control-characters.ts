import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { holdsControl, refusedCharacters } from "../lib/control-characters.js";

/** Refuses control characters in the path parameters, the query and a parsed body, before any route reads them. */
export const controlCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", async (request) => {
    if (holdsControl(request.params) || holdsControl(request.query) || holdsControl(request.body)) {
      throw refusedCharacters();
    }
  });
});

