/**
 * An OAuth protocol error (RFC 6749 §5.2, RFC 7591 §3.2.2): the token, registration and revocation
 * endpoints answer it as `{error, error_description}` rather than the API's own error shape.
 */
export class OAuthProtocolError extends Error {
  readonly error: string;
  readonly status: number;

  constructor(error: string, description: string, status = 400) {
    super(description);
    this.name = "OAuthProtocolError";
    this.error = error;
    this.status = status;
  }
}

export const invalidRequest = (description: string) => new OAuthProtocolError("invalid_request", description);
export const invalidGrant = (description: string) => new OAuthProtocolError("invalid_grant", description);
