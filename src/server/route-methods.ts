/** The routes of the /v1 interface and the one method each accepts (used by the app and the socket layer). */

/** The path of the OpenAPI document. */
export const OPENAPI_PATH = '/v1/openapi.json';

export const ROUTE_METHODS = {
  '/v1/ground/basic': 'POST',
  '/v1/ground/basic/batch': 'POST',
  '/v1/health': 'GET',
  [OPENAPI_PATH]: 'GET',
} as const satisfies Record<string, 'GET' | 'POST'>;

export type RoutePath = keyof typeof ROUTE_METHODS;

/** The method `path` accepts, or undefined when `path` is no route. */
export function allowedMethod(path: string): 'GET' | 'POST' | undefined {
  return Object.hasOwn(ROUTE_METHODS, path) ? ROUTE_METHODS[path as RoutePath] : undefined;
}
