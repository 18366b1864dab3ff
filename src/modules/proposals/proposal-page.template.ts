/**
 * The proposal page's template (Eta: `<%= %>` escapes HTML, `<%~ %>` would not and is not used)
 * and its one stylesheet, inlined under the page's CSP nonce so that the page has no outside
 * asset and "save as PDF" keeps everything. The page needs no script.
 */
export const PROPOSAL_STYLES = `
:root { color-scheme: light; --ink: #1b1b1f; --muted: #4a4a55; --line: #d0d0d7; --accent: #0b4f8a; --ok: #1d6b34; --bad: #a1121b; --paper: #ffffff; --soft: #f3f4f7; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif; color: var(--ink); background: var(--soft); }
main { max-width: 52rem; margin: 0 auto; padding: 1rem; background: var(--paper); }
header { border-bottom: 3px solid var(--accent); margin-bottom: 1rem; padding-bottom: .5rem; }
h1 { font-size: 1.5rem; margin: .25rem 0; }
h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; color: var(--accent); }
.account { font-weight: 600; color: var(--muted); margin: 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0; }
dt { font-weight: 600; color: var(--muted); }
dd { margin: 0; }
/* Narrow screens scroll the table, not the page. */
.table-wrap { overflow-x: auto; }
table { width: 100%; border-collapse: collapse; font-size: .95rem; }
caption { text-align: left; font-weight: 600; padding: .25rem 0; }
th, td { padding: .4rem .3rem; border-bottom: 1px solid var(--line); vertical-align: top; text-align: left; }
td.num, th.num { text-align: right; white-space: nowrap; }
tfoot th, tfoot td { font-weight: 700; border-bottom: 0; }
td.total { text-align: right; white-space: nowrap; }
.detail { display: block; color: var(--muted); font-size: .85rem; }
.notice { padding: .75rem 1rem; border-left: 4px solid var(--accent); background: var(--soft); margin: 1rem 0; }
.notice.ok { border-color: var(--ok); }
.notice.bad { border-color: var(--bad); }
.errors { color: var(--bad); }
form { margin: 1rem 0; padding: 1rem; border: 1px solid var(--line); border-radius: .5rem; }
fieldset { border: 0; margin: 0; padding: 0; }
legend { font-weight: 700; font-size: 1.1rem; margin-bottom: .5rem; }
label { display: block; font-weight: 600; margin-top: .75rem; }
input[type=text], textarea { width: 100%; font: inherit; padding: .6rem; border: 1px solid #767680; border-radius: .35rem; }
input[aria-invalid=true] { border-color: var(--bad); border-width: 2px; }
.check { display: flex; gap: .5rem; align-items: flex-start; font-weight: 400; }
.check input { width: 1.25rem; height: 1.25rem; margin-top: .15rem; }
.field-error { color: var(--bad); font-size: .9rem; margin: .25rem 0 0; }
button { margin-top: 1rem; font: inherit; font-weight: 700; padding: .7rem 1.2rem; border-radius: .35rem; border: 2px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: var(--accent); }
button:focus-visible, input:focus-visible, textarea:focus-visible, summary:focus-visible, a:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
details summary { cursor: pointer; font-weight: 600; color: var(--accent); }
code.pix { display: block; word-break: break-all; padding: .5rem; background: var(--soft); border: 1px solid var(--line); }
footer { margin-top: 2rem; color: var(--muted); font-size: .85rem; }
/* Phones: each line a block of labelled values, the column headings kept for screen readers. */
@media (max-width: 39.99rem) {
  table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  table, tbody, tfoot, tr, th, td { display: block; }
  tbody tr { border-bottom: 1px solid var(--line); padding: .5rem 0; }
  td, th { border: 0; padding: .1rem 0; }
  td.name { font-weight: 600; }
  td.num { display: flex; justify-content: space-between; text-align: right; }
  td.num::before { content: attr(data-label); color: var(--muted); font-weight: 400; }
  tfoot tr { display: flex; justify-content: space-between; padding-top: .5rem; font-size: 1.1rem; }
}
@media (min-width: 40rem) { main { margin: 1.5rem auto; padding: 2rem; border-radius: .5rem; box-shadow: 0 1px 4px rgba(0,0,0,.12); } }
@media print {
  body { background: #fff; font-size: 11pt; }
  main { max-width: none; margin: 0; padding: 0; box-shadow: none; }
  form, .no-print { display: none !important; }
  a { color: inherit; text-decoration: none; }
  tr { break-inside: avoid; }
}
`;

export const PROPOSAL_TEMPLATE = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title><%= it.title %></title>
<style nonce="<%= it.cspNonce %>"><%= it.styles %></style>
</head>
<body>
<main id="conteudo">
<% if (it.kind === 'not_found') { %>
<header><h1>Proposta não encontrada</h1></header>
<p>Este endereço não abre nenhuma proposta. Ela pode ter sido substituída por um novo link ou já ter sido respondida.</p>
<p>Fale com a empresa que enviou o link.</p>
<% } else if (it.kind === 'declined') { %>
<header><p class="account"><%= it.conta %></p><h1>Resposta registrada</h1></header>
<div class="notice" role="status"><p>Você recusou a proposta <%= it.numero %>. A empresa foi avisada. Obrigado pela resposta.</p></div>
<% } else if (it.kind === 'busy') { %>
<header><h1>Sistema ocupado</h1></header>
<div class="notice bad" role="alert"><p>A empresa está com muitos acessos neste momento. Tente de novo em <%= it.retryAfter %> segundos.</p></div>
<% } else if (it.kind === 'limited') { %>
<header><h1>Muitas tentativas</h1></header>
<div class="notice bad" role="alert"><p>Recebemos muitas respostas deste endereço em pouco tempo. Tente de novo em <%= it.retryAfter %> segundos.</p></div>
<% } else { %>
<header>
<p class="account"><%= it.conta %></p>
<h1>Proposta <%= it.numero %></h1>
<% if (it.validade) { %><p>Válida até <strong><%= it.validade %></strong></p><% } %>
</header>

<% if (it.aceite) { %>
<section class="notice ok" role="status" aria-labelledby="confirmacao">
<h2 id="confirmacao">Proposta aceita</h2>
<p>Aceita por <strong><%= it.aceite.nome %></strong> (CPF <%= it.aceite.cpf %>) em <%= it.aceite.quando %>. Seu evento está reservado<% if (it.aceite.pedido) { %> (pedido <%= it.aceite.pedido %>)<% } %>.</p>
<% if (it.aceite.entrada) { %>
<p>Entrada de <strong><%= it.aceite.entrada.valor %></strong> com vencimento em <%= it.aceite.entrada.vencimento %>.</p>
<% if (it.aceite.entrada.link) { %><p><a href="<%= it.aceite.entrada.link %>" rel="noopener noreferrer">Pagar a entrada</a></p><% } %>
<% if (it.aceite.entrada.linha) { %><p>Linha digitável do boleto:</p><code class="pix"><%= it.aceite.entrada.linha %></code><% } %>
<% if (it.aceite.entrada.pix) { %><p>Pix copia e cola:</p><code class="pix"><%= it.aceite.entrada.pix %></code><% } %>
<% if (!it.aceite.entrada.link && !it.aceite.entrada.pix && !it.aceite.entrada.linha) { %><p>A empresa enviará a cobrança da entrada.</p><% } %>
<% } %>
<p>Código da versão aceita: <code><%= it.aceite.versao %></code></p>
</section>
<% } %>
<% if (it.notice) { %><div class="notice <%= it.notice.tone %>" role="alert"><p><%= it.notice.text %></p></div><% } %>

<h2>Cliente e evento</h2>
<dl>
<% if (it.cliente) { %><dt>Cliente</dt><dd><%= it.cliente %></dd><% } %>
<% for (const row of it.evento) { %><dt><%= row[0] %></dt><dd><%= row[1] %></dd><% } %>
</dl>

<h2 id="itens">Itens</h2>
<div class="table-wrap">
<table aria-labelledby="itens">
<thead><tr><th scope="col">Descrição</th><th scope="col" class="num">Qtd.</th><th scope="col" class="num">Dias</th><th scope="col" class="num">Valor unit.</th><th scope="col" class="num">Desconto</th><th scope="col" class="num">Total</th></tr></thead>
<tbody>
<% for (const l of it.linhas) { %>
<tr><td class="name"><%= l.nome %><% if (l.descricao) { %><span class="detail"><%= l.descricao %></span><% } %></td><td class="num" data-label="Quantidade"><%= l.quantidade %></td><td class="num" data-label="Dias"><%= l.dias %></td><td class="num" data-label="Valor unitário"><%= l.unitario %></td><td class="num" data-label="Desconto"><%= l.desconto %></td><td class="num" data-label="Total"><%= l.total %></td></tr>
<% } %>
<% if (it.linhas.length === 0) { %><tr><td colspan="6">Esta proposta não tem itens.</td></tr><% } %>
</tbody>
<tfoot><tr><th scope="row" colspan="5">Total</th><td class="total"><%= it.total %></td></tr></tfoot>
</table>
</div>

<h2>Condições de pagamento</h2>
<ul>
<% for (const c of it.condicoes) { %><li><%= c %></li><% } %>
</ul>
<% if (it.observacoes) { %><h2>Observações</h2><p><%= it.observacoes %></p><% } %>

<% if (it.answerable) { %>
<form method="post" action="/p/<%= it.token %>/aceitar" novalidate>
<fieldset>
<legend>Aceitar a proposta</legend>
<% if (it.errors.length > 0) { %><div class="errors" role="alert"><p>Corrija o que falta para aceitar:</p><ul><% for (const e of it.errors) { %><li><%= e %></li><% } %></ul></div><% } %>
<input type="hidden" name="versao" value="<%= it.versao %>">
<input type="hidden" name="nonce" value="<%= it.formNonce %>">
<label for="nome">Nome completo</label>
<input type="text" id="nome" name="nome" autocomplete="name" maxlength="150" required value="<%= it.values.nome %>"<% if (it.fieldErrors.nome) { %> aria-invalid="true" aria-describedby="nome-erro"<% } %>>
<% if (it.fieldErrors.nome) { %><p class="field-error" id="nome-erro"><%= it.fieldErrors.nome %></p><% } %>
<label for="cpf">CPF</label>
<input type="text" id="cpf" name="cpf" inputmode="numeric" autocomplete="off" maxlength="14" required value="<%= it.values.cpf %>"<% if (it.fieldErrors.cpf) { %> aria-invalid="true" aria-describedby="cpf-erro"<% } %>>
<% if (it.fieldErrors.cpf) { %><p class="field-error" id="cpf-erro"><%= it.fieldErrors.cpf %></p><% } %>
<label class="check" for="aceite"><input type="checkbox" id="aceite" name="aceite" value="sim" required<% if (it.fieldErrors.aceite) { %> aria-invalid="true" aria-describedby="aceite-erro"<% } %>> <span>Li e aceito a proposta <%= it.numero %>, seus itens, valores e condições de pagamento.</span></label>
<% if (it.fieldErrors.aceite) { %><p class="field-error" id="aceite-erro"><%= it.fieldErrors.aceite %></p><% } %>
<button type="submit">Aceitar a proposta</button>
</fieldset>
</form>

<form method="post" action="/p/<%= it.token %>/recusar">
<details>
<summary>Recusar a proposta</summary>
<fieldset>
<legend>Recusar a proposta</legend>
<input type="hidden" name="versao" value="<%= it.versao %>">
<input type="hidden" name="nonce" value="<%= it.formNonce %>">
<label for="motivo">Motivo (opcional)</label>
<textarea id="motivo" name="motivo" rows="3" maxlength="2000"></textarea>
<button type="submit" class="secondary">Recusar a proposta</button>
</fieldset>
</details>
</form>
<% } %>
<footer><p>Proposta <%= it.numero %> · <%= it.conta %> · versão <%= it.versaoCurta %></p></footer>
<% } %>
</main>
</body>
</html>
`;
