// Offline tests of hooks.ts for `claude plugin test .`: every $.process.run the module makes
// is answered here by `on('process.run', ...)` playing segmem, so each event is checked for
// the argv and stdin it sends and for what it does with segmem's answer.
import { test, expect } from 'claude-code/testing'
import type { On } from 'claude-code'

type Answer = { exitCode?: number; stdout?: string; stderr?: string }
type Call = { args: string[]; stdin: string | undefined; env: Record<string, string> | undefined }

const SESSION = 'sess-0123456789'
const HOOK_ENV = { CLAUDE_CODE_SESSION_ID: SESSION, CLAUDE_PLUGIN_ROOT: '/plugins/segmem' }

// Plays the session and segmem: `answer(args)` maps the arguments after the executable to
// its output. Every call is recorded; an answer of null makes the run fail, as a missing
// binary does.
function segmem(on: On, answer: (args: string[]) => Answer | null): Call[] {
  const calls: Call[] = []
  on('session.id', () => ({ value: SESSION }))
  on('session.cwd', () => ({ value: '/tmp/demo' }))
  on('process.hookEnv', () => ({ value: HOOK_ENV }))
  on('process.run', ($, e) => {
    const args = e.argv.slice(1)
    calls.push({ args, stdin: e.init?.stdin, env: e.init?.env })
    expect(e.argv[0]).toEndWith('/segmem')
    expect(e.init?.env).toEqual(HOOK_ENV)
    const a = answer(args)
    if (a === null) return { deny: 'segmem: not found' }
    return {
      value: {
        exitCode: a.exitCode ?? 0,
        stdout: a.stdout ?? '',
        stderr: a.stderr ?? '',
        isStdoutTruncated: false,
        isStderrTruncated: false,
      },
    }
  })
  return calls
}

const WAKE = '## Memory (project: demo)\n\n### Procedural\n#1 uses npm (demo)\n\nYou are awake.\n'
const RECALL = '<segmem-recall>\n#1 2026-08-21 procedural (demo) [npm] uses npm\n</segmem-recall>\n'
const RULE = 'Memory is read-only for you: read it with `segmem wake` and `segmem recall <words>`.\n'

test('prompt.context appends the wake output as the block named segmem', async ($, on) => {
  const calls = segmem(on, (args) => (args[0] === 'wake' ? { stdout: WAKE } : {}))
  on('prompt.context', ($, e) => ({ blocks: e.blocks }))
  const r = await $.prompt.context({ blocks: [{ name: 'currentDate', text: 'today' }] })
  expect(r.blocks).toHaveLength(2)
  expect(r.blocks[1]).toEqual({ name: 'segmem', text: WAKE.trim() })
  expect(calls).toHaveLength(1)
  expect(calls[0]?.args[0]).toBe('wake')
  expect(calls[0]?.args).toContain('--once')
  expect(calls[0]?.args).toContain('--served=function')
  expect(calls[0]?.args).toContain('--session=' + SESSION)
})

test('prompt.context adds no block when another path claimed the wake', async ($, on) => {
  segmem(on, () => ({ stdout: '' }))
  on('prompt.context', ($, e) => ({ blocks: e.blocks }))
  const r = await $.prompt.context({ blocks: [] })
  expect(r.blocks).toHaveLength(0)
})

test('prompt.context goes on untouched when segmem cannot run', async ($, on) => {
  segmem(on, () => null)
  on('prompt.context', ($, e) => ({ blocks: e.blocks }))
  const r = await $.prompt.context({ blocks: [{ name: 'currentDate', text: 'today' }] })
  expect(r.blocks).toEqual([{ name: 'currentDate', text: 'today' }])
})

test('prompt.submit adds the recall block as context before the prompt enters', async ($, on) => {
  const calls = segmem(on, (args) => (args[0] === 'hook' ? { stdout: RECALL } : {}))
  let seen: readonly string[] | undefined
  on('prompt.submit', ($, e) => {
    seen = e.context
    return { text: e.text, context: e.context }
  })
  const r = await $.prompt.submit({ text: 'why `npm` here?', wait: false, origin: { kind: 'sdk' } })
  expect(r.drop).toBeUndefined()
  expect(seen).toEqual([RECALL.trim()])
  expect(calls[0]?.args.slice(0, 2)).toEqual(['hook', '--once'])
  expect(calls[0]?.args).toContain('--served=function')
  expect(calls[0]?.args).toContain('--session=' + SESSION)
  expect(calls[0]?.stdin).toBe('why `npm` here?')
})

test('prompt.submit sends a prompt that starts with { as JSON', async ($, on) => {
  const calls = segmem(on, () => ({}))
  on('prompt.submit', ($, e) => ({ text: e.text }))
  await $.prompt.submit({ text: '{"a": 1} breaks the parser', wait: false, origin: { kind: 'sdk' } })
  expect(JSON.parse(calls[0]?.stdin ?? '')).toEqual({ prompt: '{"a": 1} breaks the parser' })
})

test('prompt.submit lets the prompt through when segmem fails', async ($, on) => {
  segmem(on, () => null)
  let entered = ''
  on('prompt.submit', ($, e) => {
    entered = e.text
    return { text: e.text }
  })
  const r = await $.prompt.submit({ text: 'hello', wait: false, origin: { kind: 'sdk' } })
  expect(r.drop).toBeUndefined()
  expect(entered).toBe('hello')
})

const SPAWN = {
  tool_use_id: 'toolu_1',
  prompt: 'Find where the loader is built.',
  description: 'find loader',
  subagentType: 'Explore',
  provider: { plugin: 'engine', tier: 'core' },
  parentModel: 'claude-opus-5-5',
  background: false,
  fork: false,
} as const

test('agent.spawn appends the read-only rule to the subagent prompt', async ($, on) => {
  const calls = segmem(on, (args) => (args[0] === 'prompt' ? { stdout: RULE } : {}))
  let prompt = ''
  on('agent.spawn', ($, e) => {
    prompt = e.prompt
    return { model: 'haiku', agentId: 'a1' }
  })
  const r = await $.agent.spawn(SPAWN)
  expect(r.deny).toBeUndefined()
  expect(calls[0]?.args).toEqual(['prompt', '--subagent'])
  expect(prompt).toBe(SPAWN.prompt + '\n\n' + RULE.trim())
})

test('agent.spawn never refuses: segmem failing leaves the prompt as it was', async ($, on) => {
  segmem(on, () => null)
  let prompt = ''
  on('agent.spawn', ($, e) => {
    prompt = e.prompt
    return { model: 'haiku', agentId: 'a1' }
  })
  const r = await $.agent.spawn(SPAWN)
  expect(r.deny).toBeUndefined()
  expect(prompt).toBe(SPAWN.prompt)
})

const LONG = 'segmem note episodic "' + 'x'.repeat(300) + '"'

test('tool.call refuses a segmem note that check-note refuses', async ($, on) => {
  const why = 'segmem: note is 300 bytes, the limit is 280: trim to "xxxx…"'
  const calls = segmem(on, (args) => (args[0] === 'check-note' ? { exitCode: 1, stderr: why + '\n' } : {}))
  let ran = false
  on('tool.call', { tool: 'Bash' }, () => {
    ran = true
    return { result: { stdout: '', stderr: '', interrupted: false } }
  })
  const r = await $.tool.call({ tool: 'Bash', command: LONG })
  expect(ran).toBe(false)
  expect(calls[0]?.args).toEqual(['check-note'])
  expect(JSON.parse(calls[0]?.stdin ?? '{}').tool_input.command).toBe(LONG)
  expect(r.deny ?? r.text ?? '').toContain('the limit is 280')
})

test('tool.call refuses a note of a wrong kind (check-note exits 2 for it)', async ($, on) => {
  const why = "segmem: unknown kind 'epsiodic': use one of identity, procedural, episodic, people"
  segmem(on, (args) => (args[0] === 'check-note' ? { exitCode: 2, stderr: why + '\n' } : {}))
  let ran = false
  on('tool.call', { tool: 'Bash' }, () => {
    ran = true
    return { result: { stdout: '', stderr: '', interrupted: false } }
  })
  const r = await $.tool.call({ tool: 'Bash', command: 'segmem note epsiodic "chose X"' })
  expect(ran).toBe(false)
  expect(r.deny ?? r.text ?? '').toContain('unknown kind')
})

test('tool.call lets a command through when check-note crashes instead of refusing', async ($, on) => {
  segmem(on, (args) => (args[0] === 'check-note' ? { exitCode: 1, stderr: 'Traceback (most recent call last):\n' } : {}))
  let ran = false
  on('tool.call', { tool: 'Bash' }, () => {
    ran = true
    return { result: { stdout: '', stderr: '', interrupted: false } }
  })
  const r = await $.tool.call({ tool: 'Bash', command: 'segmem note episodic "chose X"' })
  expect(ran).toBe(true)
  expect(r.deny).toBeUndefined()
})

test('tool.call passes a note check-note accepts, its hint kept as context', async ($, on) => {
  const hint = 'new tag: github_actions (similar: github-actions)'
  const cmd = 'segmem note procedural "uses CI on push" --entities=github_actions'
  segmem(on, (args) => (args[0] === 'check-note' ? { stdout: hint + '\n' } : {}))
  let ran = ''
  on('tool.call', { tool: 'Bash' }, ($, e) => {
    ran = e.command
    return { result: { stdout: '#4 procedural (demo)', stderr: '', interrupted: false } }
  })
  const r = await $.tool.call({ tool: 'Bash', command: cmd })
  expect(ran).toBe(cmd)
  expect(r.deny).toBeUndefined()
  expect(r.context ?? []).toContain(hint)
})

test('tool.call adds the facts hook --tool prints about the program', async ($, on) => {
  const facts = '<segmem-recall>\nMemory about git, before it runs:\n#3 prefers rebase over merge\n</segmem-recall>'
  const calls = segmem(on, (args) =>
    args[0] === 'hook' && args[1] === '--tool'
      ? { stdout: JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', additionalContext: facts } }) }
      : {},
  )
  on('tool.call', { tool: 'Bash' }, () => ({ result: { stdout: 'ok', stderr: '', interrupted: false } }))
  const r = await $.tool.call({ tool: 'Bash', command: 'git pull --rebase' })
  expect(calls.map((c) => c.args[0])).toEqual(['hook'])
  expect(calls[0]?.args).toContain('--served=function')
  expect(calls[0]?.args).toContain('--once')
  const event = JSON.parse(calls[0]?.stdin ?? '{}')
  expect(event.tool_input).toEqual({ command: 'git pull --rebase' })
  expect(event.session_id).toBe(SESSION)
  expect(event.cwd).toBe('/tmp/demo')
  expect(r.context ?? []).toContain(facts)
})

test('tool.call lets the command run when segmem fails', async ($, on) => {
  segmem(on, () => null)
  let ran = false
  on('tool.call', { tool: 'Bash' }, () => {
    ran = true
    return { result: { stdout: 'ok', stderr: '', interrupted: false } }
  })
  const r = await $.tool.call({ tool: 'Bash', command: 'segmem recall npm' })
  expect(ran).toBe(true)
  expect(r.deny).toBeUndefined()
})

test('session.start registers recall, toasts overrides and pins the pressure count', async ($, on) => {
  const calls = segmem(on, (args) =>
    args[0] === 'wake' && args[1] === '--conflicts'
      ? { stdout: '#12 overrides #7\n#9 overrides #4\n' }
      : args[0] === 'stale'
        ? { stdout: '2\n' }
        : {},
  )
  const registered: string[] = []
  on('tool.register', ($, e) => {
    registered.push(e.name)
    return { value: { tool: 'mcp__segmem__' + e.name } }
  })
  const toasts: string[] = []
  on('ui.toast', ($, e) => {
    toasts.push(e.text)
    return { value: undefined }
  })
  const status: (string | undefined)[] = []
  on('ui.status', ($, e) => {
    status.push(e.text)
    return { value: undefined }
  })
  on('session.start', ($, e) => ({ cwd: e.cwd }))
  await $.session.start({ cwd: '/tmp/demo', surface: 'terminal', isInteractive: true })
  expect(registered).toEqual(['recall'])
  expect(toasts).toEqual(['segmem: #12 overrides #7', 'segmem: #9 overrides #4'])
  expect(status).toEqual(['segmem: 2 under pressure'])
  expect(calls.map((c) => c.args.join(' '))).toEqual(['wake --conflicts', 'stale --count'])
})

test('session.start clears the status line when nothing is under pressure', async ($, on) => {
  segmem(on, (args) => (args[0] === 'stale' ? { stdout: '0\n' } : {}))
  on('tool.register', () => ({ value: { tool: 'mcp__segmem__recall' } }))
  const toasts: string[] = []
  on('ui.toast', ($, e) => {
    toasts.push(e.text)
    return { value: undefined }
  })
  const status: (string | undefined)[] = []
  on('ui.status', ($, e) => {
    status.push(e.text)
    return { value: undefined }
  })
  on('session.start', ($, e) => ({ cwd: e.cwd }))
  await $.session.start({ cwd: '/tmp/demo', surface: null, isInteractive: false })
  expect(toasts).toEqual([])
  expect(status).toEqual([undefined])
})

test('the recall tool answers with what segmem recall prints', async ($, on) => {
  const calls = segmem(on, (args) => (args[0] === 'recall' ? { stdout: '#1 2026-08-21 procedural (demo) [npm] uses npm\n' } : {}))
  const r = await $.tool.call({ tool: 'mcp__segmem__recall', query: 'npm' })
  expect(calls[0]?.args).toEqual(['recall', '--', 'npm'])
  expect(r.deny).toBeUndefined()
  expect(r.result).toBe('#1 2026-08-21 procedural (demo) [npm] uses npm')
})
