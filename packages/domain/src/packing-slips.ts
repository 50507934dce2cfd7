/** How many orders one print of packing slips takes: a morning's parcels, in one PDF. */
export const MAX_PACKING_SLIP_ORDERS = 100;
