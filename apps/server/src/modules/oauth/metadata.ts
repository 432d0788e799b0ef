import { TOKEN_SCOPES } from "@brainy/contract";

/**
 * Where Brainy's authorization server and its MCP server live, from PUBLIC_URL (the address
 * clients reach): the issuer, the MCP server's RFC 8707 resource identifier and the endpoints.
 */
export type OAuthAddresses = {
  issuer: string;
  /** The MCP server's resource identifier: `${PUBLIC_URL}/mcp`. */
  resource: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  registrationEndpoint: string;
  revocationEndpoint: string;
  /** The Protected Resource Metadata document's URL (RFC 9728, path-inserted for /mcp). */
  resourceMetadataUrl: string;
};

export function oauthAddresses(publicUrl: string): OAuthAddresses {
  const issuer = publicUrl.replace(/\/+$/, "");
  return {
    issuer,
    resource: `${issuer}/mcp`,
    authorizationEndpoint: `${issuer}/oauth/authorize`,
    tokenEndpoint: `${issuer}/api/oauth/token`,
    registrationEndpoint: `${issuer}/api/oauth/register`,
    revocationEndpoint: `${issuer}/api/oauth/revoke`,
    resourceMetadataUrl: `${new URL(issuer).origin}/.well-known/oauth-protected-resource${new URL(`${issuer}/mcp`).pathname}`,
  };
}

/** RFC 9728 Protected Resource Metadata of the MCP server. */
export function protectedResourceMetadata(at: OAuthAddresses) {
  return {
    resource: at.resource,
    authorization_servers: [at.issuer],
    scopes_supported: [...TOKEN_SCOPES],
    bearer_methods_supported: ["header"],
    resource_name: "Brainy",
    resource_documentation: `${at.issuer}/api/docs`,
  };
}

/** RFC 8414 Authorization Server Metadata. */
export function authorizationServerMetadata(at: OAuthAddresses) {
  return {
    issuer: at.issuer,
    authorization_endpoint: at.authorizationEndpoint,
    token_endpoint: at.tokenEndpoint,
    registration_endpoint: at.registrationEndpoint,
    revocation_endpoint: at.revocationEndpoint,
    scopes_supported: [...TOKEN_SCOPES],
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["none"],
    revocation_endpoint_auth_methods_supported: ["none"],
    authorization_response_iss_parameter_supported: true,
    service_documentation: `${at.issuer}/api/docs`,
  };
}

/** Resource indicators compared as the SDK does: a fragment and one trailing slash do not count. */
export function sameResource(a: string, b: string): boolean {
  const norm = (value: string) => value.replace(/#.*$/, "").replace(/\/$/, "");
  return norm(a) === norm(b);
}
