export const SITE_URL = "http://localhost:3000";
export const OFFERS_URL = "http://localhost:3001";
export const BACKEND_URL = "http://localhost:54321";
