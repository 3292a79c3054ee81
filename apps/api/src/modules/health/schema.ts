// The health answer's shape; serialised by schema so the contract in core/domain is what leaves.
export const healthResponse = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['status', 'database', 'version', 'uptime_s'],
      properties: {
        status: { type: 'string' },
        database: {
          type: 'object',
          required: ['status', 'kind', 'latency_ms'],
          properties: {
            status: { type: 'string' },
            kind: { type: 'string' },
            latency_ms: { type: 'number' },
          },
        },
        version: { type: 'string' },
        uptime_s: { type: 'number' },
      },
    },
  },
} as const;
