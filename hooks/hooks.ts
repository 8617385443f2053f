// segmem's function hooks: the same commands the command hooks in hooks.json run, called
// through $.process.run with typed events instead of stdin JSON. Every output path that a
// command hook also serves passes --once with the session id, so the claims table in the
// store lets exactly one path speak (served=function here, served=command there). The
// module makes no model call and writes nothing itself: segmem does, and only segmem.
//
// Events: prompt.context (wake as a block named segmem), prompt.submit (recall hits as
// context beside the prompt), agent.spawn (the read-only rule appended to a subagent's
// prompt), tool.call on Bash (check-note before a note runs; facts about the program about
// to run), session.start (the recall tool, conflict toasts, the pressure status line).
// Every hook that can gate an event has a .catch that lets the event through.
import type { EngineInterface, Register } from 'claude-code'

const TIMEOUT_MS = 8000
const RECALL_TOOL = 'mcp__segmem__recall'

type Run = { exitCode: number; stdout: string; stderr: string }

async function segmem($: EngineInterface, args: readonly string[], stdin = ''): Promise<Run> {
  return $.process.run([$.plugin.root + '/segmem', ...args], {
    env: await $.process.hookEnv(),
    stdin,
    timeoutMs: TIMEOUT_MS,
  })
}

async function once($: EngineInterface): Promise<string[]> {
  return ['--once', '--session=' + (await $.session.id()), '--served=function']
}

// The prompt hook reads JSON when its input starts with "{"; such a prompt goes as JSON.
function promptInput(text: string): string {
  return text.trimStart().startsWith('{') ? JSON.stringify({ prompt: text }) : text
}

// hook --tool answers in the PreToolUse JSON shape; the context is its additionalContext.
function additionalContext(stdout: string): string {
  const text = stdout.trim()
  if (!text.startsWith('{')) return text
  try {
    const data: unknown = JSON.parse(text)
    if (typeof data === 'object' && data !== null && 'hookSpecificOutput' in data) {
      const out: unknown = data.hookSpecificOutput
      if (typeof out === 'object' && out !== null && 'additionalContext' in out) {
        const context: unknown = out.additionalContext
        return typeof context === 'string' ? context.trim() : ''
      }
    }
  } catch {
    // not JSON after all: nothing to add
  }
  return ''
}

export const register: Register = (on) => {
  // The memory for this project, once per conversation, as the block named segmem.
  on('prompt.context', async ($, e, next) => {
    const r = await segmem($, ['wake', ...(await once($))])
    const text = r.exitCode === 0 ? r.stdout.trim() : ''
    return next(text ? { ...e, blocks: [...e.blocks, { name: 'segmem', text }] } : e)
  }).catch(($, e, next) => next(e))

  // Recall beside every prompt. Context counts only when it is added before next.
  on('prompt.submit', async ($, e, next) => {
    const r = await segmem($, ['hook', ...(await once($))], promptInput(e.text))
    const text = r.exitCode === 0 ? r.stdout.trim() : ''
    return next(text ? { ...e, context: [...(e.context ?? []), text] } : e)
  }).catch(($, e, next) => next(e))

  // Subagents read memory and never write it; the rule's text is segmem's own.
  on('agent.spawn', async ($, e, next) => {
    const r = await segmem($, ['prompt', '--subagent'])
    const rule = r.exitCode === 0 ? r.stdout.trim() : ''
    return next(rule && !e.prompt.includes(rule) ? { ...e, prompt: e.prompt + '\n\n' + rule } : e)
  }).catch(($, e, next) => next(e))

  // A Bash command: a segmem note in it is checked before the shell runs it (refused when
  // the real note would be, hints kept as context); facts tagged with the program it runs
  // come back as context after the result, once per session. check-note refuses with one
  // `segmem:` line on stderr and exit 1 (a check failed) or 2 (a wrong kind, a misspelt
  // flag); any other failure lets the command run, and the real note speaks for itself.
  on('tool.call', { tool: 'Bash' }, async ($, e, next) => {
    const command = typeof e.command === 'string' ? e.command : ''
    const context: string[] = []
    if (/segmem/.test(command)) {
      // the event's directory: a note is checked against the project it will land in
      const where = { cwd: await $.session.cwd(), tool_input: { command } }
      const check = await segmem($, ['check-note'], JSON.stringify(where))
      const why = check.stderr.trim()
      if ((check.exitCode === 1 || check.exitCode === 2) && why.startsWith('segmem:')) {
        return { deny: why }
      }
      if (check.exitCode === 0 && check.stdout.trim()) context.push(check.stdout.trim())
    }
    if (command.trim()) {
      const event = { session_id: await $.session.id(), cwd: await $.session.cwd(), tool_input: { command } }
      const r = await segmem($, ['hook', '--tool', ...(await once($))], JSON.stringify(event))
      const facts = r.exitCode === 0 ? additionalContext(r.stdout) : ''
      if (facts) context.push(facts)
    }
    const result = await next(e)
    if (!context.length || result.deny !== undefined) return result
    return { ...result, context: [...(result.context ?? []), ...context] }
  }).catch(($, e, next) => next(e))

  // The recall tool: segmem recall's own output, so a call presses what it finds as a
  // shell recall does.
  on('tool.call', { tool: RECALL_TOOL }, async ($, e) => {
    const query = 'query' in e && typeof e.query === 'string' ? e.query.trim() : ''
    if (!query) return { result: 'segmem recall needs a query: the words or tags to look up' }
    const r = await segmem($, ['recall', '--', query])
    return { result: (r.exitCode === 0 ? r.stdout : r.stderr).trim() || 'no memory matches ' + query }
  }).catch(() => ({ result: 'segmem recall failed here; run `segmem recall <query>` in the shell' }))

  // Session start: register recall, toast each override pair, pin the pressure count.
  on('session.start', async ($, e, next) => {
    await $.tool.register({
      name: 'recall',
      description:
        'Search long-term memory (segmem): facts, conventions, decisions and people across ' +
        'this project and global memory. Full-text query; tags and identifiers work best.',
      inputSchema: {
        type: 'object',
        properties: { query: { type: 'string', description: 'words, tags or identifiers to look up' } },
        required: ['query'],
      },
      isDeferred: false,
    })
    const started = await next(e)
    const conflicts = await segmem($, ['wake', '--conflicts'])
    if (conflicts.exitCode === 0) {
      for (const line of conflicts.stdout.split('\n')) {
        if (line.trim()) $.ui.toast('segmem: ' + line.trim())
      }
    }
    const stale = await segmem($, ['stale', '--count'])
    const count = stale.exitCode === 0 ? parseInt(stale.stdout.trim(), 10) : NaN
    if (!Number.isNaN(count)) $.ui.status(count > 0 ? `segmem: ${count} under pressure` : undefined)
    return started
  }).catch(($, e, next) => next(e))
}
