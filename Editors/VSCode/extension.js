// Starts `mdgen lsp` (stdio) for every .mdgen file, through Microsoft's vscode-languageclient.
// Without it installed (`npm install` in this folder), or with `mdgen.path` empty, the
// extension gives highlighting only.
const vscode = require("vscode");

let client;

function activate(context) {
    const command = vscode.workspace.getConfiguration("mdgen").get("path", "mdgen");
    if (!command) {
        return;
    }
    let languageClient;
    try {
        languageClient = require("vscode-languageclient/node");
    } catch {
        return;
    }
    const server = { command, args: ["lsp"], transport: languageClient.TransportKind.stdio };
    client = new languageClient.LanguageClient(
        "mdgen",
        "mdgen",
        { run: server, debug: server },
        { documentSelector: [{ scheme: "file", language: "mdgen" }] }
    );
    context.subscriptions.push({ dispose: () => client && client.stop() });
    client.start();
}

function deactivate() {
    return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
