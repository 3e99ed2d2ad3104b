/** How many books in progress the continue-reading shelf shows (and asks for). */
export const SHELF_SIZE = 10;
