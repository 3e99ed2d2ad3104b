/** Same origin: the dev server and the production host forward /graphql to the BFF. */
export const GRAPHQL_ENDPOINT = '/graphql';
