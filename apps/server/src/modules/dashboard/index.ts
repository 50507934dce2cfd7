/** The dashboard module's public face: other modules import only what is named here. */
export {};
