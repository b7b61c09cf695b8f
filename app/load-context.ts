import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The Content-Security-Policy nonce of this response. */
    cspNonce: string;
    /** The client's address as Express saw it (trust proxy decides which header counts). */
    clientIp: string;
  }
}
