/** Where the public proposal pages live (outside the API's `/api/v1`): `/p/{token}`. */
export const PROPOSAL_PAGES = '/p/';
