-- Drives `mdgen lsp` from Neovim's built-in LSP client (Neovim 0.7, as Debian ships it), for
-- .ci/steps/52-neovim.sh: opens $MDGEN_NVIM_FILE, whose second protocol has an error, and
-- checks the diagnostics the server publishes, a hover on the first protocol's requirement,
-- a completion inside `@combine(` and the quick fix of the error. It prints what it saw and
-- exits 0 when all is as expected, 1 (`cquit`) at the first thing that is not.
--
-- $MDGEN_LSP_COMMAND is the server's command line (words separated by spaces).

local function say(text)
  io.stdout:write(text .. "\n")
end

local function fail(text)
  io.stdout:write("FAILED: " .. text .. "\n")
  vim.cmd("cquit 1")
end

local client
local ok, problem = pcall(function()
  local file = assert(os.getenv("MDGEN_NVIM_FILE"), "MDGEN_NVIM_FILE is not set")
  local command = vim.split(assert(os.getenv("MDGEN_LSP_COMMAND")), " ", { trimempty = true })
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local buffer = vim.api.nvim_get_current_buf()
  client = vim.lsp.start_client({
    name = "mdgen",
    cmd = command,
    root_dir = vim.fn.fnamemodify(file, ":h"),
  })
  if not client then
    return fail("the client could not start '" .. table.concat(command, " ") .. "'")
  end
  vim.lsp.buf_attach_client(buffer, client)

  -- Diagnostics: the one error of the file, where mdgen lint puts it.
  if not vim.wait(15000, function() return #vim.diagnostic.get(buffer) > 0 end, 20) then
    return fail("no diagnostics were published within 15 s")
  end
  local diagnostics = vim.diagnostic.get(buffer)
  local first = diagnostics[1]
  local code = first.code or (first.user_data and first.user_data.lsp and first.user_data.lsp.code)
  say(string.format("diagnostic: %d:%d %s [%s] %s", first.lnum + 1, first.col + 1,
    vim.diagnostic.severity[first.severity], tostring(code), first.message))
  if #diagnostics ~= 1 or first.lnum ~= 8 or first.col ~= 13
      or first.severity ~= vim.diagnostic.severity.ERROR or code ~= "InvalidCombine"
      or not first.message:find("did you mean 'all'", 1, true) then
    return fail("expected one InvalidCombine error at 9:14, got " .. vim.inspect(diagnostics))
  end

  local uri = vim.uri_from_bufnr(buffer)
  local function request(method, params)
    local responses, err = vim.lsp.buf_request_sync(buffer, method, params, 15000)
    if not responses or not responses[client] then
      error(method .. ": no response (" .. tostring(err) .. ")")
    end
    if responses[client].err then
      error(method .. ": " .. vim.inspect(responses[client].err))
    end
    return responses[client].result
  end
  local function at(line, character)
    return { textDocument = { uri = uri }, position = { line = line, character = character } }
  end

  -- Hover on `kettleDidBoil`: what the generator makes of it, though another protocol of
  -- the file has an error.
  local hover = request("textDocument/hover", at(3, 12))
  local text = hover and hover.contents and hover.contents.value or ""
  say("hover: " .. (text:gsub("\n", " | ")):sub(1, 300))
  for _, expected in ipairs({ "func kettleDidBoil(_ kettle: Kettle)", "KettleDelegateMulticast",
    "case kettleDidBoil(kettle: Kettle)" }) do
    if not text:find(expected, 1, true) then
      return fail("the hover does not show '" .. expected .. "': " .. vim.inspect(hover))
    end
  end

  -- Completion inside `@combine(`: the strategies.
  local completion = request("textDocument/completion", at(8, 13))
  local labels = {}
  for _, item in ipairs(completion and (completion.items or completion) or {}) do
    table.insert(labels, item.label)
  end
  say("completion: " .. table.concat(labels, " "))
  if not vim.tbl_contains(labels, "all") or not vim.tbl_contains(labels, "collect") then
    return fail("the completion does not offer the strategies: " .. vim.inspect(completion))
  end

  -- The quick fix of the error.
  local actions = request("textDocument/codeAction", {
    textDocument = { uri = uri },
    range = { start = { line = 8, character = 13 }, ["end"] = { line = 8, character = 13 } },
    context = { diagnostics = {} },
  })
  local title = actions and actions[1] and actions[1].title or ""
  say("code action: " .. title)
  if title ~= "Replace 'al' with 'all'" then
    return fail("expected the fix-it as a quick fix: " .. vim.inspect(actions))
  end
end)

if not ok then
  fail(tostring(problem))
end
if client then
  vim.lsp.stop_client(client)
end
vim.cmd("qall!")
