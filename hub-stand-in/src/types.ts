/** Hugging Face `datasets` features as the dataset viewer reports them: `{"_type": "Value", "dtype": "string"}`... */
export type Features = Record<string, unknown>;

export interface StandInSplit {
  features: Features;
  /** Cell values as JSON would hold them; an Image cell is bytes (`Uint8Array`), or `{bytes, path}` with base64 text for bytes. */
  rows: Record<string, unknown>[];
  rowGroupSize?: number;
  filesPerSplit?: number;
}

export interface StandInDataset {
  private?: boolean;
  gated?: boolean;
  /** Tokens whose users may read the dataset although it is private or gated (its namespace's owner always may). */
  grantedTokens?: string[];
  subsets: Record<string, { splits: Record<string, StandInSplit> }>;
}

/** Who a token belongs to. A `read` token may not create repos nor commit. */
export interface TokenInfo {
  user: string;
  orgs?: string[];
  role?: 'read' | 'write';
}

export interface StandInOptions {
  port?: number;
  host?: string;
  /** The valid tokens, by token value. */
  tokens?: Record<string, TokenInfo>;
  /** Where to report requests no handler takes (never with their tokens); silent by default. */
  log?: (line: string) => void;
  /** Report every request to `log` (method and path, never a token). */
  logRequests?: boolean;
}

export interface RecordedRequest {
  method: string;
  /** The path as sent, without the query string. */
  path: string;
  /** The query string as sent, with its `?`, or ''. */
  query: string;
  authorization?: string;
}
