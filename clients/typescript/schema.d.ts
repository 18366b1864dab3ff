/**
 * Types of the Event Orders Service API, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: run `npm run client:generate` after changing the API.
 */

export interface paths {
    "/api/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The token's account
         * @description Answers the account the API token belongs to, so an integration can check its token, with its slug (every route also answers under `/<slug>/api/v1/...`, as ME Eventos' addresses name the account) and the token's `formato`. Accounts and tokens are managed with the CLI.
         */
        get: operations["AccountController_view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers 200 while the process runs. No token needed.
         */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description Checks the database and the queue (with REDIS_URL: Redis). 200 when every check is up, 503 otherwise. No token needed. Each check says only `up`, or `down` with a fixed `error` text: the queue backlog and the rest are on the metrics port. The answer comes from a probe at most 2 s old: callers within that time, or while a probe runs, share one probe. A check that fails or takes over 3 s is `down` with a fixed `error` text; the cause (driver message, host) goes to the service log only.
         */
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/howmet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List how-met sources
         * @description How clients met the company (acquisition channels), referenced as `id_como_conheceu`. Every new account starts with sensible Brazilian defaults; entries are added, renamed and deactivated with the CLI (`npm run cli -- lookup:add <account id> <kind> "<nome>"`). Inactive entries are listed too (`ativo: false`) so that old records still resolve. `search` matches part of `nome`; sortable by `id` (default) or `nome`.
         */
        get: operations["LookupsController_howMet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/eventtype": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List event types
         * @description Event types, referenced by events as `id_tipo_evento`. Every new account starts with sensible Brazilian defaults; entries are added, renamed and deactivated with the CLI (`npm run cli -- lookup:add <account id> <kind> "<nome>"`). Inactive entries are listed too (`ativo: false`) so that old records still resolve. `search` matches part of `nome`; sortable by `id` (default) or `nome`.
         *
         *     ME Eventos compatible: answers also carry `idtipoevento`, `tipoevento`. Written the ME way: `?page=1&limit=200&sort=asc&field_sort=nome` (every event type, as me eventos' clients page through them).
         */
        get: operations["LookupsController_eventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sellers
         * @description Sellers, referenced by events and order items as `id_vendedor`. Every new account starts with sensible Brazilian defaults; entries are added, renamed and deactivated with the CLI (`npm run cli -- lookup:add <account id> <kind> "<nome>"`). Inactive entries are listed too (`ativo: false`) so that old records still resolve. `search` matches part of `nome`; sortable by `id` (default) or `nome`.
         */
        get: operations["LookupsController_sellers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seller/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a seller
         * @description Partial update: only the fields sent change (at least one, else 400). `comissao_percentual` (0 to 100, up to 2 decimals) is what `GET /api/v1/reports/commissions` applies to the seller's sales; `nome` renames the seller; `ativo: false` deactivates it (it stays listed, so old records still resolve). 404 when the account has no such seller. The CLI does the same: `npm run cli -- seller:commission <account id> <seller id> <percent>`.
         */
        put: operations["LookupsController_updateSeller"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/eventlocation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List event locations
         * @description Event locations with their address, referenced by events as `id_local`. Every new account starts with sensible Brazilian defaults; entries are added, renamed and deactivated with the CLI (`npm run cli -- lookup:add <account id> <kind> "<nome>"`). Inactive entries are listed too (`ativo: false`) so that old records still resolve. `search` matches part of `nome`; sortable by `id` (default) or `nome`.
         *
         *     ME Eventos compatible: answers also carry `idlocalevento`, `localevento`. Written the ME way: `?page=1&limit=200&sort=asc&field_sort=nome` (every location, as me eventos' clients page through them).
         */
        get: operations["LookupsController_locations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cards
         * @description Card brands and card machines, referenced by financial entries as `idcartao` (required when `forma_pagamento` is `cartao_credito`). Every new account starts with sensible Brazilian defaults; entries are added, renamed and deactivated with the CLI (`npm run cli -- lookup:add <account id> <kind> "<nome>"`). Inactive entries are listed too (`ativo: false`) so that old records still resolve. `search` matches part of `nome`; sortable by `id` (default) or `nome`.
         */
        get: operations["LookupsController_cards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/costcenter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cost centres
         * @description Cost centres, referenced by the apportionment (`rateio`) of financial entries as `id_centro_custo`. Every new account starts with sensible Brazilian defaults; entries are added, renamed and deactivated with the CLI (`npm run cli -- lookup:add <account id> <kind> "<nome>"`). Inactive entries are listed too (`ativo: false`) so that old records still resolve. `search` matches part of `nome`; sortable by `id` (default) or `nome`.
         */
        get: operations["LookupsController_costCenters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financialcategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List financial categories
         * @description Categories of financial entries, referenced as `id_categoria`. Every new account starts with sensible Brazilian defaults; entries are added, renamed and deactivated with the CLI (`npm run cli -- lookup:add <account id> <kind> "<nome>"`). Inactive entries are listed too (`ativo: false`) so that old records still resolve. `search` matches part of `nome`; sortable by `id` (default) or `nome`.
         */
        get: operations["LookupsController_financialCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products-services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products and services
         * @description `search` matches part of `nome` or `descricao` (case-insensitive). Sortable by `id` (default), `nome` or `valor`.
         */
        get: operations["ProductsController_list"];
        put?: never;
        /**
         * Create a product or service
         * @description Its `id` is what order items take as `id_produto` (tipo 2). `valorcusto` defaults to 0; `datacadastro` is today in the account time zone.
         */
        post: operations["ProductsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products-services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a product or service
         * @description Answers the product itself, not wrapped.
         */
        get: operations["ProductsController_view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equipment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List equipment
         * @description `search` matches part of `nome` or `descricao` (case-insensitive). Sortable by `id` (default) or `nome`.
         */
        get: operations["EquipmentController_list"];
        put?: never;
        /**
         * Create an equipment item
         * @description Its `id` is what order items take as `id_item` (tipo 7). `valorcusto` and `estoque` default to 0; `datacadastro` is today in the account time zone. With `controle_estoque: true` (default false) stock is enforced: an order or event change that would reserve more than `estoque` units on any day is 409 `insufficient_stock` unless sent with `permitir_falta: true`.
         */
        post: operations["EquipmentController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equipment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View an equipment item
         * @description Answers the equipment itself, not wrapped, with its `ETag`.
         */
        get: operations["EquipmentController_view"];
        /**
         * Update an equipment item
         * @description Partial update: only the fields sent change (at least one, else 400). `estoque` may go below what is already reserved: those days show a negative `disponivel` in the availability reads; with `controle_estoque` on, the days from today on left short are answered in `faltas` and recorded as `equipment_overbooked`. Turning `controle_estoque` on enforces the stock on the writes that follow; reservations already made stay.
         */
        put: operations["EquipmentController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List clients
         * @description `search` looks for part of a field (case-insensitive) in the field `type` names — `nome` (0), `email` (1), `telefone` (2), `documento` (3) — or, without `type`, in any of them. Phones and CPF/CNPJ match with or without punctuation (`529.982.247-25` and `52998224725` find the same client). Sortable by `id` (default), `nome`, `email`, `telefone`, `documento`, `datacadastro`.
         *
         *     ME Eventos compatible: answers also carry `estado`, `cpf`, `cnpjpj`, `tipocadastro`, `datadecadastro`, `telefone2`, `email2`, `dditelefone`, `dditelefone2`, `ddicelular`, `orgaoexpeditor`, `datadeexpedicao`, `datadenascimento`, `estadocivil`, `redesocial`, `pontoreferencia`, `razaosocial`, `nomefantasia`, `municipal`, `estadual`, `ceppj`, `enderecopj`, `numeropj`, `complementopj`, `bairropj`, `cidadepj`, `estadopj`, `paispj`, `pontoreferenciapj`, `anotacoes`.
         */
        get: operations["ClientsController_list"];
        put?: never;
        /**
         * Create one or more clients
         * @description The body is one client object or an array of up to 500; `data` is always the array of created clients. All are created or none: every problem of every element is reported at once, with paths like `[1].documento` for arrays (`documento` for a single object). `documento` (CPF or CNPJ, the alphanumeric CNPJ included) is validated by its check digits (400), stored as digits and must be unique in the account (409, also when repeated inside the request). `id_como_conheceu` must be a how-met entry of the account (422). Each created client emits one `customer_created` notification.
         *
         *     ME Eventos compatible: body `estado` (= `uf`), `cpf` (= a person's CPF: the same as `documento`; in a company's body (with `cnpjpj`, or `tipocadastro` 1) the responsible person's CPF: the same as `cpf_responsavel`), `cnpjpj` (= `documento`), `anotacoes` (= `observacoes`), `telefone2` (= `telefone_2`), `email2` (= `email_2`), `dditelefone` (= `ddi_telefone`), `dditelefone2` (= `ddi_telefone_2`), `ddicelular` (= `ddi_celular`), `orgaoexpeditor` (= `orgao_expedidor`), `datadeexpedicao` (= `data_expedicao`), `datadenascimento` (= `data_nascimento`), `estadocivil` (= `estado_civil`), `redesocial` (= `rede_social`), `pontoreferencia` (= `ponto_referencia`), `razaosocial` (= `razao_social`), `nomefantasia` (= `nome_fantasia`), `municipal` (= `inscricao_municipal`), `estadual` (= `inscricao_estadual`), `ceppj` (= `cep_pj`), `enderecopj` (= `endereco_pj`), `numeropj` (= `numero_pj`), `complementopj` (= `complemento_pj`), `bairropj` (= `bairro_pj`), `cidadepj` (= `cidade_pj`), `estadopj` (= `uf_pj`), `paispj` (= `pais_pj`), `pontoreferenciapj` (= `ponto_referencia_pj`); answers also carry `estado`, `cpf`, `cnpjpj`, `tipocadastro`, `datadecadastro`, `telefone2`, `email2`, `dditelefone`, `dditelefone2`, `ddicelular`, `orgaoexpeditor`, `datadeexpedicao`, `datadenascimento`, `estadocivil`, `redesocial`, `pontoreferencia`, `razaosocial`, `nomefantasia`, `municipal`, `estadual`, `ceppj`, `enderecopj`, `numeropj`, `complementopj`, `bairropj`, `cidadepj`, `estadopj`, `paispj`, `pontoreferenciapj`, `anotacoes`. A name and its alias sent with different values answer 400 `conflicting_alias`.
         */
        post: operations["ClientsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a client
         * @description Answers the client itself, not wrapped. A client of another account answers 404.
         *
         *     ME Eventos compatible: answers also carry `estado`, `cpf`, `cnpjpj`, `tipocadastro`, `datadecadastro`, `telefone2`, `email2`, `dditelefone`, `dditelefone2`, `ddicelular`, `orgaoexpeditor`, `datadeexpedicao`, `datadenascimento`, `estadocivil`, `redesocial`, `pontoreferencia`, `razaosocial`, `nomefantasia`, `municipal`, `estadual`, `ceppj`, `enderecopj`, `numeropj`, `complementopj`, `bairropj`, `cidadepj`, `estadopj`, `paispj`, `pontoreferenciapj`, `anotacoes`.
         */
        get: operations["ClientsController_view"];
        /**
         * Update a client
         * @description Partial update: only the fields sent change; `null` clears an optional field (`nome` cannot be cleared). Same rules as creation (400 / 409 duplicate CPF/CNPJ / 422 unknown how-met). Emits `customer_updated`.
         *
         *     ME Eventos compatible: body `estado` (= `uf`), `cpf` (= a person's CPF: the same as `documento`; in a company's body (with `cnpjpj`, or `tipocadastro` 1) the responsible person's CPF: the same as `cpf_responsavel`), `cnpjpj` (= `documento`), `anotacoes` (= `observacoes`), `telefone2` (= `telefone_2`), `email2` (= `email_2`), `dditelefone` (= `ddi_telefone`), `dditelefone2` (= `ddi_telefone_2`), `ddicelular` (= `ddi_celular`), `orgaoexpeditor` (= `orgao_expedidor`), `datadeexpedicao` (= `data_expedicao`), `datadenascimento` (= `data_nascimento`), `estadocivil` (= `estado_civil`), `redesocial` (= `rede_social`), `pontoreferencia` (= `ponto_referencia`), `razaosocial` (= `razao_social`), `nomefantasia` (= `nome_fantasia`), `municipal` (= `inscricao_municipal`), `estadual` (= `inscricao_estadual`), `ceppj` (= `cep_pj`), `enderecopj` (= `endereco_pj`), `numeropj` (= `numero_pj`), `complementopj` (= `complemento_pj`), `bairropj` (= `bairro_pj`), `cidadepj` (= `cidade_pj`), `estadopj` (= `uf_pj`), `paispj` (= `pais_pj`), `pontoreferenciapj` (= `ponto_referencia_pj`); answers also carry `estado`, `cpf`, `cnpjpj`, `tipocadastro`, `datadecadastro`, `telefone2`, `email2`, `dditelefone`, `dditelefone2`, `ddicelular`, `orgaoexpeditor`, `datadeexpedicao`, `datadenascimento`, `estadocivil`, `redesocial`, `pontoreferencia`, `razaosocial`, `nomefantasia`, `municipal`, `estadual`, `ceppj`, `enderecopj`, `numeropj`, `complementopj`, `bairropj`, `cidadepj`, `estadopj`, `paispj`, `pontoreferenciapj`, `anotacoes`. A name and its alias sent with different values answer 400 `conflicting_alias`.
         */
        put: operations["ClientsController_update"];
        post?: never;
        /**
         * Delete a client
         * @description 409 while events, orders, budgets or financial entries still reference the client. Emits `customer_deleted` with the deleted client.
         */
        delete: operations["ClientsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description Filters combine: `data_inicio` / `data_fim` bound `data_evento` (inclusive), `id_cliente`, `id_local`, `nome_local` (part of the location's name), `status`, and `search` (part of `nome`). Sortable by `id` (default), `nome`, `data_evento`, `hora_inicio`, `numero_convidados`, `datacadastro`, `status`.
         *
         *     ME Eventos compatible: query `start` (= `data_inicio`), `end` (= `data_fim`), `idcliente` (= `id_cliente`), `idlocalevento` (= `id_local`), `localevento` (= `nome_local`); `field_sort` `nomeevento` (= `nome`), `dataevento` (= `data_evento`), `horaevento` (= `hora_inicio`), `datadecadastro` (= `datacadastro`), `convidados` (= `numero_convidados`); answers also carry `nomeevento`, `dataevento`, `horaevento`, `horaeventofim`, `tipoEvento`, `idcliente`, `nomeCliente`, `localevento`, `idlocalevento`, `convidados`, `observacao`, `datadecadastro`, `idorcamento`, `endereco`, `numero`, `complemento`, `cep`, `bairro`, `cidade`, `estado`, `codigointerno`, `datasAdicionais`. A name and its alias sent with different values answer 400 `conflicting_alias`. Written the ME way: `?start=2027-01-01&end=2027-12-31&page=1&limit=200&sort=asc&field_sort=dataevento` (the year's events by date, as me eventos' client asks).
         */
        get: operations["EventsController_list"];
        put?: never;
        /**
         * Create an event
         * @description `status` defaults to `PREVISTO`. `id_cliente`, `id_tipo_evento`, `id_local`, `id_vendedor` and `id_como_conheceu` must exist in the account (422 naming each unknown one). `data_fim` may not be before `data_evento` (400). Emits `event_created`.
         *
         *     ME Eventos compatible: body `codigointerno` (= `codigo_interno`), `idcliente` (= `id_cliente`, 0 for none), `nomeevento` (= `nome`), `dataevento` (= `data_evento`), `horaevento` (= `hora_inicio`), `horaeventofim` (= `hora_fim`), `idlocalevento` (= `id_local`, 0 for none), `nconvidados` (= `numero_convidados`, 0 for none), `convidados` (= `numero_convidados`, 0 for none), `tipoevento` (= `id_tipo_evento`, 0 for none), `idvendedor` (= `id_vendedor`, 0 for none), `comoconheceu` (= `id_como_conheceu`, 0 for none), `observacao` (= `observacoes`); answers also carry `nomeevento`, `dataevento`, `horaevento`, `horaeventofim`, `tipoEvento`, `idcliente`, `nomeCliente`, `localevento`, `idlocalevento`, `convidados`, `observacao`, `datadecadastro`, `idorcamento`, `endereco`, `numero`, `complemento`, `cep`, `bairro`, `cidade`, `estado`, `codigointerno`, `datasAdicionais`. A name and its alias sent with different values answer 400 `conflicting_alias`.
         */
        post: operations["EventsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View an event
         * @description Answers the event itself, not wrapped.
         *
         *     ME Eventos compatible: answers also carry `nomeevento`, `dataevento`, `horaevento`, `horaeventofim`, `tipoEvento`, `idcliente`, `nomeCliente`, `localevento`, `idlocalevento`, `convidados`, `observacao`, `datadecadastro`, `idorcamento`, `endereco`, `numero`, `complemento`, `cep`, `bairro`, `cidade`, `estado`, `codigointerno`, `datasAdicionais`.
         */
        get: operations["EventsController_view"];
        /**
         * Update an event
         * @description Partial update: only the fields sent change; `null` clears an optional field. Same checks as creation. Emits `event_updated`.
         *
         *     The equipment its orders hold (tipo 7 items) is reserved on every day from `data_evento` to `data_fim` while the event is not `CANCELADO`: new dates move the reservations, cancelling frees them, leaving `CANCELADO` takes them back. Where that would reserve more units than an equipment with `controle_estoque` has on some day, the answer is 409 `insufficient_stock` (an entry per equipment naming the first short day and the units missing) and nothing changes; with `permitir_falta: true` the change is applied and the answer lists the shortages in `faltas`.
         *
         *     ME Eventos compatible: body `codigointerno` (= `codigo_interno`), `idcliente` (= `id_cliente`, 0 for none), `nomeevento` (= `nome`), `dataevento` (= `data_evento`), `horaevento` (= `hora_inicio`), `horaeventofim` (= `hora_fim`), `idlocalevento` (= `id_local`, 0 for none), `nconvidados` (= `numero_convidados`, 0 for none), `convidados` (= `numero_convidados`, 0 for none), `tipoevento` (= `id_tipo_evento`, 0 for none), `idvendedor` (= `id_vendedor`, 0 for none), `comoconheceu` (= `id_como_conheceu`, 0 for none), `observacao` (= `observacoes`); answers also carry `nomeevento`, `dataevento`, `horaevento`, `horaeventofim`, `tipoEvento`, `idcliente`, `nomeCliente`, `localevento`, `idlocalevento`, `convidados`, `observacao`, `datadecadastro`, `idorcamento`, `endereco`, `numero`, `complemento`, `cep`, `bairro`, `cidade`, `estado`, `codigointerno`, `datasAdicionais`. A name and its alias sent with different values answer 400 `conflicting_alias`.
         */
        put: operations["EventsController_update"];
        post?: never;
        /**
         * Delete an event
         * @description 409 while the event has orders (or budgets or financial entries linked to it). Its guest list is deleted with it. Emits `event_deleted`.
         */
        delete: operations["EventsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List guests
         * @description Filters combine: `id_evento`, `presenca` and `search` (part of the first or last name, e-mail or phone; phones match with or without punctuation). Sortable by `id` (default) or `nome`.
         *
         *     ME Eventos compatible: query `idevento` (= `id_evento`); answers also carry `idevento`, `idgrupo`, `texto`, `envioemail`, `iduser`. A name and its alias sent with different values answer 400 `conflicting_alias`.
         */
        get: operations["GuestsController_list"];
        put?: never;
        /**
         * Add a guest to an event
         * @description The event must exist in the account (422 on `id_evento` otherwise). `presenca` defaults to `PENDENTE`. Emits `guest_created`.
         *
         *     ME Eventos compatible: body `idevento` (= `id_evento`), `idgrupo` (= `id_grupo`), `texto` (= `observacoes`), `envioemail` (= `envio_email`), `iduser` (= `id_usuario`); answers also carry `idevento`, `idgrupo`, `texto`, `envioemail`, `iduser`. A name and its alias sent with different values answer 400 `conflicting_alias`.
         */
        post: operations["GuestsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/guests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a guest
         * @description Answers the guest itself, not wrapped.
         *
         *     ME Eventos compatible: answers also carry `idevento`, `idgrupo`, `texto`, `envioemail`, `iduser`.
         */
        get: operations["GuestsController_view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List order items (or budget items with idorcamento)
         * @description Without `idorcamento`: items of event orders, filtered by `idevento`, `pedido` (`<event_id>-<sequence>` only), `idpedido` (numeric ID or `<event_id>-<sequence>`) and `tipo` (2 or 7). Filters combine with AND; an unknown event or order gives an empty page, not an error.
         *
         *     With `idorcamento`: budget items with the budget item fields; `proposta` (`<budget_id>-<sequence>`) selects a proposal, by default the budget's current proposal. Event filters together with `idorcamento`, or `proposta` without it, are 400.
         *
         *     `field_sort` must be one of the fields of the query type (`OrderItemSortField` or `BudgetItemSortField`), else 400; `sort` asc (default) or desc; ties broken by `id` in the same direction. `page` from 1 (default 1), `limit` 1..200 (default 100); a page past the end answers `data: []` with the true totals.
         *
         *     Event-order queries also page by cursor: every answer carries `pagination.next_cursor` (null on the last page); send it back as `cursor`, with the same filters, `field_sort` and `sort` and without `page`, for the next page. A page by cursor costs the same at any depth, where `page` N has to skip the rows before it; `pagination.page` still counts pages. A cursor that is malformed, of another sort, or sent with `page` or `idorcamento` is 400.
         */
        get: operations["OrdersController_list"];
        put?: never;
        /**
         * Create an order and/or add items
         * @description Without `idpedido` a new order is created in the event with the next sequence (per event, from 1, gap-free, never reused after a delete) and the items are inserted; with `idpedido` (numeric ID or `<event_id>-<sequence>`, which must be an order of `id_evento`) the items are added to that order, and `itens` must be non-empty (400 otherwise).
         *
         *     Each item sends exactly one of `id_produto` (tipo 2) or `id_item` (tipo 7), else 400; a `tipo` that disagrees is 400. `nome`, `valor`, `valorcusto` come from the catalogue unless sent; `valorvenda` = `valor`, `valororiginal` = catalogue value, `valordesconto` = `valoradd` = 0, `quantidade` and `ndias` default 1, `ordem` continues after the order's highest. `id_vendedor` defaults to the event's seller; `id_cliente` to the body's `id_cliente`, else the order's client (a new order takes the body's `id_cliente`, else the event's client). At most 500 items per request.
         *
         *     The event, order, products, equipment, clients and sellers are all checked first: anything unknown (or of another account) is 422 listing every problem, and nothing is written.
         *
         *     Equipment items (tipo 7) reserve their `quantidade` on every day of the event, from `data_evento` to `data_fim` (none while the event is `CANCELADO`). Where that would reserve more units than an equipment with `controle_estoque` has on some day, the answer is 409 `insufficient_stock`, an `errors` entry per equipment naming the first short day and the units missing, and nothing is written; with `permitir_falta: true` the write is applied and the answer lists the shortages in `faltas` (also recorded as `equipment_overbooked`).
         *
         *     Responses (201): a new order with items has `data` {idpedido, id_evento, numero, sequencial, itens} and `errors: []`; a new order without items has `data` {idpedido, id_evento, numero, sequencial} and no `errors`; items added to an existing order have `data` {idpedido, id_evento, itens: [{id, nome, quantidade, tipo}]} and `errors: []`. The message states the number of items added. Records `order_created` or `order_items_added`.
         */
        post: operations["OrdersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View one order item
         * @description The path ID is an **item** ID (digits). An order number `<event_id>-<sequence>` here is 400 with a message pointing to `GET /api/v1/orders?pedido=<event_id>-<sequence>`; any other non-numeric ID is 400. Returns the item object itself (not wrapped), with `valortotal`.
         */
        get: operations["OrdersController_view"];
        /**
         * Edit items of an order
         * @description Each element of `itens` names an item of the order in the URL by `id` and sends at least one other field (400 otherwise); `valortotal` alone is 400. Only the fields sent change. When `quantidade`, `ndias`, `valorvenda`, `valordesconto` or `valoradd` changes, `valortotal` is recalculated as (valorvenda × quantidade × ndias) − valordesconto + valoradd in decimal arithmetic, rounded half-up to 2 places; a `valortotal` sent with them replaces the calculation. `valor` (the unit value at creation) is not changed: correct a price with `valorvenda`.
         *
         *     An item that is not in the order (or does not exist) is 422 listing every such item, and nothing changes. The same item twice is 400. Records `order_items_updated`.
         *
         *     A new `quantidade` of an equipment item moves its reservation by the difference: raising it past the stock of an equipment with `controle_estoque` on some day of the event is 409 `insufficient_stock` (nothing changes) unless `permitir_falta: true`, whose answer lists the shortages in `faltas`. Deleting items or orders frees their units.
         */
        put: operations["OrdersController_edit"];
        post?: never;
        /**
         * Delete an order and all its items
         * @description The message names the deleted order (`<event_id>-<sequence>`). Its number is never handed out again. Records `order_deleted` with the order and its items.
         */
        delete: operations["OrdersController_deleteOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{id}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete specific items of an order
         * @description Body `{ "itens": [ids] }`. Every item must belong to the order in the URL: otherwise 422 listing each one, and nothing is deleted. Repeated IDs count once. The order itself stays, even when empty. Records `order_items_deleted`.
         */
        delete: operations["OrdersController_deleteItems"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/budgets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List budgets
         * @description Filters `id_cliente`, `idevento`, `status` and the period `data_inicio`..`data_fim` (inclusive, on the registration date); sorting by `BudgetSortField`, paging as every list. Rows carry `token`, `valorinicial`, `lastFollowUp` and the current `proposta`, without items.
         *
         *     ME Eventos compatible: query `start` (= `data_inicio`), `end` (= `data_fim`), `idcliente` (= `id_cliente`); `field_sort` `nomeevento` (= `nome_evento`), `dataevento` (= `data_evento`), `datadecadastro` (= `datacadastro`); answers also carry `idorcamento`, `idcliente`, `nomeCliente`, `nome`, `email`, `nomeevento`, `nomedoevento`, `dataevento`, `tipoevento`, `tipoEvento`, `comoconheceu`, `idvendedor`, `numeroconvidados`, `convidados`, `observacao`, `codigointerno`, `datadecadastro`. A name and its alias sent with different values answer 400 `conflicting_alias`.
         */
        get: operations["BudgetsController_list"];
        put?: never;
        /**
         * Create a budget with its first proposal
         * @description Creates the budget (status `ABERTO`, a random public `token`) and its first proposal `<budget_id>-1` holding `itens`. `nome_produto`, `medida` and `valorepoca` come from the catalogue (`tipo` `produto` → products, `item` → equipment); `valor` defaults to the catalogue value; `tipocalculo` `R$` (default) reads `desconto` as an amount, `%` as a percentage. `id_cliente` defaults to the event's client. Unknown client, event, product or equipment: 422 listing every problem, nothing written. `valorinicial` is the total of the first proposal. `data` is the budget view, with `id`, `token` and `proposta`. Records `budget_created`. The proposal is also a page for the client: `link_proposta` (`/p/{token}`, no API token) shows it in Portuguese to read, print and accept or decline; `validade` (the last day to answer), `id_local` (the place) and the payment terms (`entrada_percentual`, `parcelas`, `primeiro_vencimento`, `forma_pagamento`, `cobrar_entrada`) are what it shows and what an acceptance books (`POST /api/v1/budgets/{id}/accept`). A lead (ME Eventos' web-form budget: `nome`, `email`, phone, `documento`, `dataevento`, `tipoevento`, `comoconheceu`, `idvendedor`, `numeroconvidados`, `mensagem`…) names its client by its contact instead of `id_cliente`: the client with that document, else that e-mail, else a new one made of the lead (recording `customer_created`), in the same transaction; `itens` are optional. A lead without `nome` whose contact matches no client is 400 `required`; `id_cliente` sent beside the lead's contact fields is 400 `conflicting_client`; an unknown event type, how-met or seller is 422.
         *
         *     ME Eventos compatible: body `dataevento` (= `data_evento`), `tipoevento` (= `id_tipo_evento`, 0 for none), `comoconheceu` (= `id_como_conheceu`, 0 for none), `idvendedor` (= `id_vendedor`, 0 for none), `numeroconvidados` (= `numero_convidados`, 0 for none), `observacao` (= `observacoes`), `codigointerno` (= `codigo_interno`), `nomedoevento` (= `nome_evento`), `celular` (= `telefone`), `cpf` (= `documento`), `cnpjpj` (= `documento`), `proximocontato` (= `proximo_contato`); answers also carry `idorcamento`, `idcliente`, `nomeCliente`, `nome`, `email`, `nomeevento`, `nomedoevento`, `dataevento`, `tipoevento`, `tipoEvento`, `comoconheceu`, `idvendedor`, `numeroconvidados`, `convidados`, `observacao`, `codigointerno`, `datadecadastro`. A name and its alias sent with different values answer 400 `conflicting_alias`.
         */
        post: operations["BudgetsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/budgets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a budget
         * @description The budget itself (not wrapped) with `token`, `valorinicial` (total of the first proposal at creation), `lastFollowUp`, its proposals, the current `proposta`, its items and their `valortotal`.
         *
         *     ME Eventos compatible: answers also carry `idorcamento`, `idcliente`, `nomeCliente`, `nome`, `email`, `nomeevento`, `nomedoevento`, `dataevento`, `tipoevento`, `tipoEvento`, `comoconheceu`, `idvendedor`, `numeroconvidados`, `convidados`, `observacao`, `codigointerno`, `datadecadastro`.
         */
        get: operations["BudgetsController_view"];
        /**
         * Update a budget
         * @description Changes only the fields sent. `itens` replaces the items of the current proposal. Once a proposal is accepted its content is frozen: `itens`, `nova_proposta`, the client, the event, the notes, `validade` and the payment terms are 409 `proposal_accepted` (the booking changes through its event, order and entries); `status` and `lastFollowUp` still change. `nova_proposta: true` starts proposal `<budget_id>-<n+1>` (it becomes the current one) holding `itens` when sent, else a copy of the current items; earlier proposals stay readable with `GET /api/v1/orders?idorcamento=&proposta=`. `valorinicial` never changes. Records `budget_updated`.
         *
         *     ME Eventos compatible: body `dataevento` (= `data_evento`), `tipoevento` (= `id_tipo_evento`, 0 for none), `comoconheceu` (= `id_como_conheceu`, 0 for none), `idvendedor` (= `id_vendedor`, 0 for none), `numeroconvidados` (= `numero_convidados`, 0 for none), `observacao` (= `observacoes`), `codigointerno` (= `codigo_interno`), `nomedoevento` (= `nome_evento`), `celular` (= `telefone`), `cpf` (= `documento`), `cnpjpj` (= `documento`), `proximocontato` (= `proximo_contato`); answers also carry `idorcamento`, `idcliente`, `nomeCliente`, `nome`, `email`, `nomeevento`, `nomedoevento`, `dataevento`, `tipoevento`, `tipoEvento`, `comoconheceu`, `idvendedor`, `numeroconvidados`, `convidados`, `observacao`, `codigointerno`, `datadecadastro`. A name and its alias sent with different values answer 400 `conflicting_alias`.
         */
        put: operations["BudgetsController_update"];
        post?: never;
        /**
         * Delete a budget
         * @description Deletes the budget with all its proposals, items and refusals. An accepted budget is kept (409 `proposal_accepted`): its acceptance is the evidence of its booking. Records `budget_deleted`.
         */
        delete: operations["BudgetsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/budgets/{id}/followups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Record a follow-up of a budget
         * @description Records a contact with the lead: `data` (default today, account time zone), `texto`, and `proximo_contato` (when to call again). `lastFollowUp` moves to `data` when it is later, or when the budget had none. `data` is the budget view, whose `followups` list every follow-up by date. Records `budget_updated`.
         *
         *     ME Eventos compatible: body `dataevento` (= `data_evento`), `tipoevento` (= `id_tipo_evento`, 0 for none), `comoconheceu` (= `id_como_conheceu`, 0 for none), `idvendedor` (= `id_vendedor`, 0 for none), `numeroconvidados` (= `numero_convidados`, 0 for none), `observacao` (= `observacoes`), `codigointerno` (= `codigo_interno`), `nomedoevento` (= `nome_evento`), `celular` (= `telefone`), `cpf` (= `documento`), `cnpjpj` (= `documento`), `proximocontato` (= `proximo_contato`); answers also carry `idorcamento`, `idcliente`, `nomeCliente`, `nome`, `email`, `nomeevento`, `nomedoevento`, `dataevento`, `tipoevento`, `tipoEvento`, `comoconheceu`, `idvendedor`, `numeroconvidados`, `convidados`, `observacao`, `codigointerno`, `datadecadastro`. A name and its alias sent with different values answer 400 `conflicting_alias`.
         */
        put: operations["BudgetsController_followUp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equipment/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Availability of every equipment over a period
         * @description An order item of tipo 7 (`id_item`) reserves its `quantidade` of the equipment on every day of its event, from `data_evento` to `data_fim` (`data_evento` alone when none); `ndias` prices the rental and does not move it. Cancelled events reserve nothing; budgets reserve nothing. The period (`start` to `end`, both included) covers at most 366 days, else 400; its cost is the period asked, not the account’s history.
         *
         *     Each equipment of the account (list rules: `page`, `limit`, `field_sort` `id` or `nome`, `search`) with `disponivel`, the fewest units free on any day of the period (negative when overbooked), the first `dia` on which that happens and `reservado` then (`start` when nothing is reserved).
         */
        get: operations["EquipmentAvailabilityController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equipment/{id}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Availability of one equipment, day by day
         * @description An order item of tipo 7 (`id_item`) reserves its `quantidade` of the equipment on every day of its event, from `data_evento` to `data_fim` (`data_evento` alone when none); `ndias` prices the rental and does not move it. Cancelled events reserve nothing; budgets reserve nothing. The period (`start` to `end`, both included) covers at most 366 days, else 400; its cost is the period asked, not the account’s history.
         *
         *     Every day of the period with `reservado`, `disponivel` (= `estoque` − `reservado`, negative when overbooked) and the events holding it (`idevento`, `nomeevento`, `quantidade`). Answers the object itself, not wrapped.
         */
        get: operations["EquipmentAvailabilityController_view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Overview of finances
         * @description Receivables (`tipo` `receita`) and payables (`despesa`) with the filters below and the list rules; `status` is derived in the account's time zone (`pago`; `vencido` when unpaid and due before today; else `aberto`). `totais` covers the whole filtered set, not the page: `a_receber` and `a_pagar` (unpaid, overdue included), `recebido` and `pago` (paid, at the paid value), `vencido_receber`, `vencido_pagar` and `saldo` = `recebido` − `pago`. `field_sort` accepts only the fields of `EntrySortField`; any other value is 400.
         *
         *     ME Eventos compatible: answers also carry `tipocobranca`, `idcategoria`, `categoria`, `idcentrodecusto`, `centrodecusto`, `mododepagamento`, `idrecebidode`, `recebidode`, `evento`. Written the ME way: `?page=1&limit=200&sort=asc&field_sort=data_vencimento` (entries by due date, as me eventos' clients page through them).
         */
        get: operations["FinancialController_list"];
        put?: never;
        /**
         * Register an entry or an installment plan
         * @description Requires `tipo`, `descricao`, `valor` and `data_vencimento`; `forma_pagamento` defaults to `boleto`, `pago` to false (`pago: true` without `datapagamento` sets it to today), `datacompetencia` to the due date. With `parcelas` (2 to 120), `valor` is the plan's total: it is split into equal cents with the remainder on the first installments (100.00 in 3 → 33.34, 33.33, 33.33), due monthly from `data_vencimento`, clamped to the month's end (31 Jan → 28/29 Feb → 31 Mar). `idcartao` is required with `cartao_credito` (400). `rateio` percentages must add up to exactly 100 (400). An unknown event, client, card, category or cost centre answers 422, nothing written. `data` is the array of created entries. Records `financial_entry_created` and a history record per entry.
         *
         *     ME Eventos compatible: answers also carry `tipocobranca`, `idcategoria`, `categoria`, `idcentrodecusto`, `centrodecusto`, `mododepagamento`, `idrecebidode`, `recebidode`, `evento`.
         */
        post: operations["FinancialController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financial/gateways/{gateway}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View the settings of a payment gateway
         * @description The account's settings of `manual` or `asaas`: whether it is the default, and whether the write-only secrets (`api_key`, `webhook_token`) are configured; they are never returned.
         */
        get: operations["FinancialController_viewGateway"];
        /**
         * Configure a payment gateway
         * @description Only the fields sent change; `null` clears one. `padrao: true` makes it the gateway charges use when they name none (else `manual`). For `asaas`: `api_key`, the account's own Asaas key (else the service's); `base_url`, which Asaas the account's key works with: `https://api.asaas.com/v3` (production) or `https://api-sandbox.asaas.com/v3` (sandbox), no other address (400); null: the service's own Asaas. The service's key is sent only to the service's own Asaas address: an account that chooses another one needs its own `api_key` (a charge without it is 422 `gateway_not_configured`, nothing sent). `webhook_token`: the value Asaas must send in the `asaas-access-token` header of its webhooks to the account's `url_retorno`: 32 to 255 visible characters without spaces (Asaas' own rule), never a value shown in this documentation (400). Left out while the account has none, the service generates one and answers it once, in `webhook_token_gerado`: copy it to the Asaas webhook. `url_retorno` is the account's own return URL, made on the first save. Secrets are write-only.
         */
        put: operations["FinancialController_updateGateway"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financial/gateway/{gateway}/{chave}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a payment gateway's return (webhook) at an account's return URL
         * @description Called by the gateway, without an API token: `asaas` posts its webhook events here (PAYMENT_RECEIVED, PAYMENT_CONFIRMED, PAYMENT_OVERDUE, PAYMENT_DELETED, PAYMENT_REFUNDED…). Each account has its own return URL, `url_retorno` in `GET /api/v1/financial/gateways/asaas` (`/api/v1/financial/gateway/asaas/{chave}`, with a random key of the account, made when the settings are first saved): configure it at Asaas with the webhook token. The `asaas-access-token` header is compared with that account's token only; a wrong or missing one is 401 and nothing changes. An unknown key is 404 `return_url_not_found`. The URL is rate-limited per account (its key), not per client address; a key of no account counts against the caller's address. The event sets the charge's status and, on payment, the entry's `pago`, `datapagamento` and `valorpago`, in one transaction with a history record and `financial_entry_updated`. The same event (by its ID) applied twice to its charge changes nothing the second time. A charge only moves forward: `pendente` → `vencida` | `paga` | `cancelada`; `vencida` → `paga` | `cancelada`; `cancelada` is final, and so is `paga` but for a refund (`estornada`, final). While `pendente` or `vencida` it is an issued charge. Events arrive out of order: one that would move the charge otherwise (an overdue notice after the payment, a payment after a cancellation) changes nothing, is recorded in the entry's history as `retorno_ignorado` and is acknowledged (200) so that the gateway stops resending it. An event about a payment that is no charge of the account, or that concerns no payment status, is acknowledged (200) and ignored; a body that is not an event (`[]`, `{}`, no `id` or `event`) is 400 after the token check. The shared URL of earlier versions, `/api/v1/financial/gateway/asaas`, reads nothing and answers 404 `return_url_moved` to every request, whatever its token. Try it: run the example of `PUT /api/v1/financial/gateways/{gateway}` first: it answers the account's `url_retorno` (its last part is `chave`) and `webhook_token_gerado` (the `asaas-access-token`).
         */
        post: operations["FinancialController_gatewayReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financial/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Details of an entry
         * @description The entry itself (not wrapped) with `rateio`, `cobranca` and `parcelas`: the other installments of its plan, excluding this one, ordered by `numeroparcela` (an empty array outside a plan).
         *
         *     ME Eventos compatible: answers also carry `tipocobranca`, `idcategoria`, `categoria`, `idcentrodecusto`, `centrodecusto`, `mododepagamento`, `idrecebidode`, `recebidode`, `evento`.
         */
        get: operations["FinancialController_view"];
        /**
         * Update an entry; in a plan, choose the scope with `escopo`
         * @description `escopo`: `este` (default), `proximos` (this and the following installments) or `todos`; outside a plan every scope is `este`. Non-date fields propagate to the installments the scope covers, skipping those already paid. One transaction, all or nothing; every blocking installment is listed in `errors` with `id` and `numeroparcela`. Rules: (1) `data_vencimento`, `datapagamento` and `datacompetencia` change only on the entry addressed; (2) `datapagamento` sent alone moves `data_vencimento` to the same date; (3) changing `valor`, `data_vencimento`, `forma_pagamento`, `id_cliente` (or `tipo`) of an entry with an issued charge (`pendente`/`vencida`) is 409 `charge_issued`, also when the scope reaches such an installment; (4) `pago` sent while a charge is issued is 409 `charge_issued`: its status comes from the gateway; (5) `idcartao` is required when the resulting `forma_pagamento` is `cartao_credito` (400 `card_required`); (6) changing `valor` or `idevento` of an apportioned entry is 409 `apportioned`, also through the scope; (7) one history record per changed entry. `pago: true` without `datapagamento` sets it to today on the entry addressed; the other installments of the scope keep a `datapagamento` they already have (today only where it is null); `pago: false` leaves it (send `null` to clear it). An update that changes nothing writes nothing. Unknown references: 422. Records `financial_entry_updated` with every changed entry. `data` is the entry addressed, after the change.
         *
         *     ME Eventos compatible: answers also carry `tipocobranca`, `idcategoria`, `categoria`, `idcentrodecusto`, `centrodecusto`, `mododepagamento`, `idrecebidode`, `recebidode`, `evento`.
         */
        put: operations["FinancialController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financial/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * History of an entry
         * @description Every create, update, charge event and gateway return that changed the entry, newest first (`sort=asc` for oldest first), with who (`usuario`: the API token, or the gateway), when, the `escopo` of an update and each field's old and new value.
         */
        get: operations["FinancialController_listHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financial/{id}/charge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a charge for a receivable
         * @description Issues a charge of the entry's `valor` and due date through `gateway` (default: the account's default gateway, else `manual`). `manual` records a charge issued outside the service, with its `id_externo` (generated when left out); `asaas` creates the payment at Asaas (the entry needs a client with a CPF/CNPJ) and returns its link, boleto line or PIX code. Only an unpaid `receita` without an open charge can be charged (409). Gateway refused: 422; gateway unreachable: 502, nothing recorded. Records a history record and `financial_entry_updated`. The gateway is called outside any transaction, with a reference of the charge of our own (Asaas' `externalReference`): a payment the service could not record (a failure after the gateway answered) is removed at the gateway, or found by that reference and reused by the next charge request on the entry, so a payment exists at the gateway once per charge recorded. 409 `charge_in_progress` (with `Retry-After`) while another request is issuing or cancelling the entry's charge; 409 `entry_changed` when the entry's value, due date or client changed while the gateway issued it (nothing recorded, the payment removed). With an `Idempotency-Key` the answer is kept in the transaction that records the charge. On the service's shared Asaas key (an account without a key of its own) each account has a budget of calls a minute: past it the charge is 429 `gateway_budget_spent` with `Retry-After`, nothing written or sent. A charge only moves forward: `pendente` → `vencida` | `paga` | `cancelada`; `vencida` → `paga` | `cancelada`; `cancelada` is final, and so is `paga` but for a refund (`estornada`, final). While `pendente` or `vencida` it is an issued charge.
         *
         *     ME Eventos compatible: answers also carry `tipocobranca`, `idcategoria`, `categoria`, `idcentrodecusto`, `centrodecusto`, `mododepagamento`, `idrecebidode`, `recebidode`, `evento`.
         */
        post: operations["FinancialController_issueCharge"];
        /**
         * Cancel the open charge of an entry
         * @description Cancels the entry's charge while it is `pendente` or `vencida` (at the gateway too); 409 `no_open_charge` when there is none or it is already `paga`, `cancelada` or `estornada` (also when a return moved it while the gateway was being called). Records a history record and `financial_entry_updated`. In steps, with no gateway call inside a transaction: the cancellation is recorded as in progress, the gateway removes the payment, then the charge is recorded `cancelada`; one interrupted after the gateway removed the payment is finished by the next request. 409 `charge_in_progress` (with `Retry-After`) while another request is issuing or cancelling it. On an entry whose charge through a gateway was interrupted before it was recorded, it withdraws that charge at the gateway (200, the entry without a charge). Past the account's budget of calls on the service's shared Asaas key: 429 `gateway_budget_spent` with `Retry-After`, nothing changed. A charge only moves forward: `pendente` → `vencida` | `paga` | `cancelada`; `vencida` → `paga` | `cancelada`; `cancelada` is final, and so is `paga` but for a refund (`estornada`, final). While `pendente` or `vencida` it is an issued charge.
         *
         *     ME Eventos compatible: answers also carry `tipocobranca`, `idcategoria`, `categoria`, `idcentrodecusto`, `centrodecusto`, `mododepagamento`, `idrecebidode`, `recebidode`, `evento`.
         */
        delete: operations["FinancialController_cancelCharge"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/financial/{id}/charge/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the return of a manual charge
         * @description For charges of the `manual` gateway. `paga` sets `pago`, `datapagamento` (`data_pagamento`, default today) and `valorpago` (`valor_pago`, default `valor`); `vencida` and `cancelada` set the charge's status; `estornada` refunds a paid charge and undoes the payment. `valor_pago` and `data_pagamento` go only with `paga` (400 `not_applicable`). A charge only moves forward: `pendente` → `vencida` | `paga` | `cancelada`; `vencida` → `paga` | `cancelada`; `cancelada` is final, and so is `paga` but for a refund (`estornada`, final). While `pendente` or `vencida` it is an issued charge. Answers: 200 with the entry when the return is applied; 200 changing nothing when its `id_evento` was already applied to this charge (a reference is a repeat only on the same charge) or the charge already has that status; 409 `charge_final` when the charge cannot take it (it is final, or the return would move it backwards): nothing changes and the entry's history records it as `retorno_ignorado`; 409 `no_open_charge` when the entry has no manual charge. Also available as `npm run cli -- financial:charge-return`. An applied return records a history record and `financial_entry_updated`.
         *
         *     ME Eventos compatible: answers also carry `tipocobranca`, `idcategoria`, `categoria`, `idcentrodecusto`, `centrodecusto`, `mododepagamento`, `idrecebidode`, `recebidode`, `evento`.
         */
        post: operations["FinancialController_chargeReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/budgets/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a budget's proposal (taken by the company) and book it
         * @description Records the client's acceptance of the current proposal as the company took it (by phone, in person), with the evidence the public page keeps: `nome`, `cpf`, the time, the API token that recorded it and the SHA-256 `versao` of the proposal's canonical content; the accepted version is frozen (a `PUT` of its items, terms, validity or event is 409 `proposal_accepted`). The client answers on the proposal page itself: `link_proposta` of the budget (`GET /p/{token}`, no API token), an HTML page in Portuguese to read, print or save as PDF, accept (full name, CPF and an explicit box) or decline. An acceptance books, in one transaction: the budget becomes `APROVADO`; its event is created from the budget (client, name, date, type, place, guests, seller), status `CONFIRMADO`, or the budget's event is confirmed; an order with the proposal's lines (their discounts, additions and totals as proposed) is created on it, its equipment reserved as any order's — a shortage does not refuse the acceptance: it is booked and `equipment_overbooked` tells the company; the payment terms become receivables linked to the event: the deposit (`entrada_percentual` of the total, due that day), then `parcelas` monthly installments of the rest from `primeiro_vencimento` (default the event's date), the cents left over on the first ones, adding up to the total to the cent. After the commit, when `cobrar_entrada` is set and the account's default gateway is not `manual`, the deposit's charge is issued (its link or Pix code is on the proposal page; a gateway failure leaves the booking and is logged: issue it with `POST /api/v1/financial/{id}/charge`). Notifications: `budget_accepted`, then `event_created` (or `event_updated`), `order_created` and `financial_entry_created`, each once. A second acceptance (a double submit, two at once) books nothing: it answers the first one's booking with the same status. Only an `ABERTO` budget is answered (409 `budget_not_open`); past `validade` 410 `proposal_expired`; `versao` sent and no longer current 409 `version_changed`; a budget with neither `idevento` nor `data_evento` is 422 `event_date_required`. With an `Idempotency-Key` the answer is kept in the booking's transaction.
         */
        post: operations["ProposalAnswersController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/budgets/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a budget's proposal (taken by the company)
         * @description Records the client's refusal of the current proposal, with an optional `motivo`: the budget becomes `RECUSADO` and its proposal link opens nothing from then on (the page's 404). To send it again, set `status` `ABERTO` and give it a new link (`POST /api/v1/budgets/{id}/token`). Only an `ABERTO` budget is answered (409); past `validade` 410. Records `budget_declined`.
         */
        post: operations["ProposalAnswersController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/budgets/{id}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a budget's proposal a new link
         * @description Replaces the budget's random public `token`: `link_proposta` changes and the old link opens nothing from then on (the page's 404, the same as for any unknown link). Answers already given stay. Records `budget_updated`.
         */
        post: operations["ProposalAnswersController_rotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}/personal-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a client's personal data
         * @description Everything the account holds about the client, as one document, not wrapped: the client; its events; its budgets with their answers (acceptances and refusals) and follow-ups; the guest entries that name it (the same e-mail or phone on any event, or the same full name on its own events: a guest of another client’s event who only shares the name is someone else); the financial entries of the client or its events, with their history; and the stored notifications (kept for `NOTIFICATION_RETENTION_DAYS`) that tell about one of those rows or whose data holds one of the person’s identifying values (CPF/CNPJ, e-mail, phone…; a name alone may be another person’s, so it does not bring a notification into the export). A client of another account answers 404.
         */
        get: operations["ClientPrivacyController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}/anonymize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Anonymise a client
         * @description Replaces, irreversibly and in one transaction, every personal field of the client (null, or `Anonimizado` where a value is required: the CPF/CNPJ becomes null, so the one-client-per-document rule holds), of its events (name, notes), budgets (texts, the answers’ name, CPF, reason, IP address and browser, follow-ups), of the guest entries that name it and of the financial entries of the client or its events (description and notes; their history records of those texts). Values, dates, states, charges, totals and history of values stay as they were. The stored notifications that carried the person (about one of those rows, or holding one of its identifying values: name, CPF/CNPJ, e-mail, phone), their deliveries and attempts, and the kept answers of POSTs holding one of those values are deleted. Emits `customer_anonymized` (`data`: `[{ "tipo": "cliente", "id": … }]`). Idempotent: repeated, it changes nothing and emits nothing. Searches by the old name, CPF, e-mail or phone find nothing afterwards. A client of another account answers 404.
         */
        post: operations["ClientPrivacyController_anonymizeClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/guests/{id}/anonymize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Anonymise a guest
         * @description Replaces, irreversibly and in one transaction, every personal field of the guest entry (name and surname become `Anonimizado` and null, e-mail, phone, gender, age, notes and token null); its event, table and attendance stay. The stored notifications about the guest or holding its e-mail, phone or token (with their deliveries and attempts), and the kept answers of POSTs holding one of those, are deleted. Emits `customer_anonymized` (`data`: `[{ "tipo": "convidado", "id": …, "id_evento": … }]`). Idempotent: repeated, it changes nothing and emits nothing. A guest of another account answers 404.
         */
        post: operations["GuestPrivacyController_anonymizeGuest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An event's costs
         * @description What the event sold and what it cost (the "Relatório de Custos"): each order line with its sale (`valortotal`) and its cost (`valorcusto` × `quantidade` × `ndias`), the same per catalogue type (`por_tipo`), the payables linked to the event per category (`despesas`), its receivables billed, received and open (`receitas`), and `totais`: `venda`, `custo` (the lines' cost plus the payables), `margem` (`venda` − `custo`) and `margem_percentual` (of `venda`; null without a sale), `recebido` and `a_receber`. A cancelled event answers what it still holds. 404 when the account has no such event.
         *
         *     JSON by default; with `Accept: text/csv`, the same figures as CSV for spreadsheet programs: `;`-separated, UTF-8 with a byte-order mark, a header row, money in the Brazilian format (`1.234,56`). The JSON keeps plain numbers. Money is added up in decimal arithmetic and each figure is rounded once, half-up to 2 places, when it is shown: a total is the rounded sum of the exact values, so it may differ by a cent from the sum of its rounded parts.
         */
        get: operations["ReportsController_eventCosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The period's results (income statement)
         * @description The income statement of whole months, `de` to `ate` (`YYYY-MM`, at most 24 months): per competence month (`datacompetencia`), the income (`receitas`: receivables) and expenses (`despesas`: payables) per financial category, by value (`valor`, the competence basis) and by what was paid of them (`realizado`), and the result (`resultado` = income − expenses; `resultado_realizado` the same of what was paid); `periodo` adds up the whole period. Every month appears, empty or not. The figures come from sums kept with the entries, so the report costs its months, not the account's history. When every entry of the period is linked to an event, the events' cost reports add up to it: their `faturado` to the income and their `despesas` to the expenses.
         *
         *     JSON by default; with `Accept: text/csv`, the same figures as CSV for spreadsheet programs: `;`-separated, UTF-8 with a byte-order mark, a header row, money in the Brazilian format (`1.234,56`). The JSON keeps plain numbers. Money is added up in decimal arithmetic and each figure is rounded once, half-up to 2 places, when it is shown: a total is the rounded sum of the exact values, so it may differ by a cent from the sum of its rounded parts.
         */
        get: operations["ReportsController_results"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/commissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sellers' commissions
         * @description Per seller, the base of the period (`de` to `ate`, `YYYY-MM`, at most 24 months), the commission (base × `comissao_percentual` / 100, set with `PUT /api/v1/seller/{id}`) and the events it comes from. `base=vendido` (the default): the order lines each seller sold (`valortotal`, a line's `id_vendedor`) on the events dated in the period, cancelled events left out. `base=recebido`: what the receivables linked to events brought in, paid in the period (`valorpago`, else `valor`), shared among each event's sellers in proportion to what each sold on it (all of it to the event's seller when it has no lines). Lines without a seller count for no one.
         *
         *     JSON by default; with `Accept: text/csv`, the same figures as CSV for spreadsheet programs: `;`-separated, UTF-8 with a byte-order mark, a header row, money in the Brazilian format (`1.234,56`). The JSON keeps plain numbers. Money is added up in decimal arithmetic and each figure is rounded once, half-up to 2 places, when it is shown: a total is the rounded sum of the exact values, so it may differ by a cent from the sum of its rounded parts.
         */
        get: operations["ReportsController_commissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description The account's webhooks. Tokens and secrets are never returned, only `token_set` and `secret_set`.
         */
        get: operations["WebhooksController_list"];
        put?: never;
        /**
         * Create a webhook
         * @description Each notification of a subscribed kind is POSTed to `url` with `Content-Type: application/json`,
         *     the header `token` exactly as configured (only when one is set; no `Authorization` header) and
         *     the body `{ "id_event", "event", "dateCreated": "YYYY-MM-DD HH:MM:SS" (account time zone), "data": [...] }`.
         *     With a `secret`, the Standard Webhooks headers `webhook-id` (the id_event), `webhook-timestamp`
         *     and `webhook-signature` (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`) are added.
         *     Any 2xx within the timeout (15 s by default) is a success; 3xx (redirects are not followed), 4xx,
         *     5xx, timeouts and connection errors are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h
         *     (8 attempts, with jitter; a longer `Retry-After` on 429/503 is honoured up to the longest step, 10 h),
         *     never before the delivery's `next_attempt_at`; then the delivery is
         *     marked failed. A 410 answer deactivates the webhook at once, as do 5 days in which every attempt
         *     failed; set `active: true` to turn it on again. A `url` whose host is, embeds or resolves to a
         *     loopback, private, link-local, CGNAT, unique-local or metadata address (IPv4-mapped, IPv4-compatible,
         *     NAT64, 6to4 and Teredo IPv6 forms included) answers 422 (`destination_refused`, naming the host, never
         *     the address it resolved to); a host that does not resolve within a few seconds is accepted. Each
         *     delivery checks the address again and connects to exactly the address it checked.
         *     An account has at most 20 webhooks (the operator's `WEBHOOKS_PER_ACCOUNT_MAX`): one more answers 409
         *     `limit_reached`. One webhook per destination: a `url` another webhook of the account already has
         *     answers 409 `duplicate`; URLs are compared as a URL parser reads them (scheme and host without case,
         *     the default port, `.`/`..` segments, fragment and credentials do not count; path and query do).
         *     An account's deliveries share the sending capacity fairly with other accounts': its receivers that
         *     answer slowly or not at all hold at most a few deliveries at a time, the rest wait their turn.
         *     Notifications and their delivery log are deleted 30 days after they were made (the operator's
         *     `NOTIFICATION_RETENTION_DAYS`). Only `content-type`,
         *     `user-agent: EventOrdersService-Webhooks/1.0`, `token` and the signature headers are set.
         *     Delivery is at least once: use `id_event` to drop duplicates.
         *     A body stays under 256 KiB: larger `data` is spread over several notifications of the same kind.
         *     A single resource over the limit (an order with hundreds of long items) is sent in parts, each
         *     repeating the resource's other fields (its identifiers) with a consecutive slice of its largest list
         *     (`itens`) and marked `"parte"` (1, 2, …) of `"partes"`; the slices of parts 1 to `partes` joined
         *     give the whole list. A resource that cannot be split is sent whole, never dropped.
         */
        post: operations["WebhooksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a webhook
         * @description The webhook itself (not wrapped). Another account's webhook answers 404.
         */
        get: operations["WebhooksController_view"];
        /**
         * Update a webhook
         * @description Only the fields sent change. `token: null` removes the token (`""` is the field left out, as for every optional text); `active: true` turns a deactivated webhook on again. A `url` whose host is, embeds or resolves to a loopback, private, link-local, CGNAT, unique-local or metadata address answers 422 `destination_refused` (unless the deployment allows private networks); a `url` another webhook of the account already has answers 409 `duplicate`. A `whsec_` secret must be base64 of 24 to 64 bytes (400 `invalid_secret`).
         */
        put: operations["WebhooksController_update"];
        post?: never;
        /**
         * Delete a webhook
         * @description Deletes the webhook and its delivery log; pending deliveries are not sent.
         */
        delete: operations["WebhooksController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the deliveries of a webhook
         * @description Each delivery (one notification to this webhook) with its status (`pending`, `succeeded`, `failed`) and every attempt: time, HTTP status, duration, the start of the answer, the error. Filters: `status`, `event`.
         */
        get: operations["WebhooksController_listDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/deliveries/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again
         * @description Starts a new series of attempts for a failed (or succeeded) delivery, with the same `id_event`. 409 while it is still pending or when the webhook is inactive.
         */
        post: operations["WebhooksController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountView: {
            /** @example 1 */
            id: number;
            /** @example Buffet Alegria */
            nome: string;
            /** @example America/Sao_Paulo */
            timezone: string;
            /** @example buffet-alegria */
            slug: string;
            /**
             * @example nativo
             * @enum {string}
             */
            formato: "nativo" | "me-eventos";
        };
        /** @enum {string} */
        SortDirection: "asc" | "desc";
        /** @enum {string} */
        LookupSortField: "id" | "nome";
        HowMetView: {
            /** @example 1 */
            id: number;
            /**
             * @description Name of the source.
             * @example Instagram
             */
            nome: string;
            /**
             * @description Whether it is offered for new records.
             * @example true
             */
            ativo: boolean;
        };
        Pagination: {
            /**
             * @description Current page (from 1).
             * @example 1
             */
            page: number;
            /**
             * @description The `limit` applied.
             * @example 100
             */
            page_size: number;
            /**
             * @description ceil(total_data / page_size); 0 when there is no data.
             * @example 3
             */
            total_page: number;
            /**
             * @description Number of records matching the filters.
             * @example 245
             */
            total_data: number;
        };
        HowMetPage: {
            data: components["schemas"]["HowMetView"][];
            pagination: components["schemas"]["Pagination"];
        };
        FieldErrorDto: {
            /** @example itens[1].id_produto */
            field?: string;
            /** @example not_found */
            code: string;
            /** @example product 99 does not exist */
            message: string;
        };
        ErrorEnvelopeDto: {
            /**
             * @example error
             * @enum {string}
             */
            status: "error";
            /** @example The request names resources that do not exist or do not fit */
            message: string;
            errors: components["schemas"]["FieldErrorDto"][];
            /** @example 5f0c6a4e-3c1e-4b8e-9f57-0d6f3d3c2a10 */
            request_id?: string;
        };
        EventTypeView: {
            /** @example 1 */
            id: number;
            /**
             * @description Name of the event type.
             * @example Casamento
             */
            nome: string;
            /**
             * @description Whether it is offered for new records.
             * @example true
             */
            ativo: boolean;
            /**
             * @description ME Eventos compatible. The same as `id`.
             * @example 1
             */
            idtipoevento: number;
            /**
             * @description ME Eventos compatible. The same as `nome`.
             * @example Casamento
             */
            tipoevento: string;
        };
        EventTypePage: {
            data: components["schemas"]["EventTypeView"][];
            pagination: components["schemas"]["Pagination"];
        };
        SellerView: {
            /** @example 1 */
            id: number;
            /**
             * @description Seller name.
             * @example Ana Souza
             */
            nome: string;
            /**
             * @description Seller e-mail.
             * @example ana@buffetalegria.com.br
             */
            email: string | null;
            /**
             * @description Seller phone, digits only.
             * @example 11987654321
             */
            telefone: string | null;
            /**
             * @description Whether the seller is active.
             * @example true
             */
            ativo: boolean;
            /**
             * @description Commission on the seller's sales, in percent (0 until set with `PUT /api/v1/seller/{id}`).
             * @example 5
             */
            comissao_percentual: number;
        };
        SellerPage: {
            data: components["schemas"]["SellerView"][];
            pagination: components["schemas"]["Pagination"];
        };
        SellerUpdateDto: {
            /**
             * @description Commission on the seller's sales, in percent: 0 to 100, up to 2 decimals (`GET /api/v1/reports/commissions`).
             * @example 5
             */
            comissao_percentual?: number;
            /**
             * @description Seller name, 1 to 100 characters.
             * @example Ana Souza
             */
            nome?: string;
            /**
             * @description Whether the seller is active (inactive sellers stay listed, so old records still resolve).
             * @example true
             */
            ativo?: boolean;
        };
        SellerUpdateResponse: {
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
            /** @example Seller 1 updated */
            message: string;
            data: components["schemas"]["SellerView"];
        };
        EventLocationView: {
            /** @example 1 */
            id: number;
            /**
             * @description Location name.
             * @example Espaço Jardim das Flores
             */
            nome: string;
            /**
             * @description Street address.
             * @example Rua das Acácias
             */
            endereco: string | null;
            /**
             * @description Street number.
             * @example 250
             */
            numero: string | null;
            /**
             * @description Neighbourhood.
             * @example Jardim Paulista
             */
            bairro: string | null;
            /**
             * @description City.
             * @example São Paulo
             */
            cidade: string | null;
            /**
             * @description State (UF).
             * @example SP
             */
            uf: string | null;
            /**
             * @description CEP, 8 digits.
             * @example 01415000
             */
            cep: string | null;
            /**
             * @description Guest capacity.
             * @example 300
             */
            capacidade: number | null;
            /**
             * @description Whether it is offered for new events.
             * @example true
             */
            ativo: boolean;
            /**
             * @description ME Eventos compatible. The same as `id`.
             * @example 1
             */
            idlocalevento: number;
            /**
             * @description ME Eventos compatible. The same as `nome`.
             * @example Espaço Jardim das Flores
             */
            localevento: string;
        };
        EventLocationPage: {
            data: components["schemas"]["EventLocationView"][];
            pagination: components["schemas"]["Pagination"];
        };
        CardView: {
            /** @example 1 */
            id: number;
            /**
             * @description Name.
             * @example Visa
             */
            nome: string;
            /**
             * @description Whether it is offered for new records.
             * @example true
             */
            ativo: boolean;
        };
        CardPage: {
            data: components["schemas"]["CardView"][];
            pagination: components["schemas"]["Pagination"];
        };
        CostCenterView: {
            /** @example 1 */
            id: number;
            /**
             * @description Name.
             * @example Eventos
             */
            nome: string;
            /**
             * @description Whether it is offered for new records.
             * @example true
             */
            ativo: boolean;
        };
        CostCenterPage: {
            data: components["schemas"]["CostCenterView"][];
            pagination: components["schemas"]["Pagination"];
        };
        FinancialCategoryView: {
            /** @example 1 */
            id: number;
            /**
             * @description Name.
             * @example Venda de eventos
             */
            nome: string;
            /**
             * @description Whether it is offered for new records.
             * @example true
             */
            ativo: boolean;
        };
        FinancialCategoryPage: {
            data: components["schemas"]["FinancialCategoryView"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @enum {string} */
        ProductSortField: "id" | "nome" | "valor";
        ProductView: {
            /**
             * @description Product ID: what order items take as `id_produto` and budget items as `idproduto` with `tipo` `produto`.
             * @example 12
             */
            id: number;
            /**
             * @description Product or service name.
             * @example Buffet completo (por pessoa)
             */
            nome: string;
            /**
             * @description Description.
             * @example Entrada, prato principal e sobremesa
             */
            descricao: string | null;
            /**
             * @description Unit sale value.
             * @example 89.9
             */
            valor: number;
            /**
             * @description Unit cost value.
             * @example 42.5
             */
            valorcusto: number;
            /**
             * @description Unit-of-measure abbreviation.
             * @example pessoa
             */
            medida: string | null;
            /**
             * Format: date
             * @description Registration date (account time zone).
             * @example 2026-11-22
             */
            datacadastro: string;
        };
        ProductPage: {
            data: components["schemas"]["ProductView"][];
            pagination: components["schemas"]["Pagination"];
        };
        CreateProductDto: {
            /**
             * @description Product or service name.
             * @example Buffet completo (por pessoa)
             */
            nome: string;
            /**
             * @description Unit sale value (2 decimal places).
             * @example 89.9
             */
            valor: number;
            /**
             * @description Unit cost value (2 decimal places); 0 when omitted.
             * @default 0
             * @example 42.5
             */
            valorcusto?: number;
            /**
             * @description Description.
             * @example Entrada, prato principal e sobremesa
             */
            descricao?: string;
            /**
             * @description Unit-of-measure abbreviation (un, kg, h, pessoa, diária…).
             * @example pessoa
             */
            medida?: string;
        };
        ProductWriteResponse: {
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
            /** @example Product 12 created */
            message: string;
            data: components["schemas"]["ProductView"];
        };
        /** @enum {string} */
        EquipmentSortField: "id" | "nome";
        EquipmentView: {
            /**
             * @description Equipment ID: what order items take as `id_item` and budget items as `idproduto` with `tipo` `item`.
             * @example 4
             */
            id: number;
            /**
             * @description Equipment name.
             * @example Mesa redonda 8 lugares
             */
            nome: string;
            /**
             * @description Description.
             * @example Tampo de MDF com toalha branca
             */
            descricao: string | null;
            /**
             * @description Unit rental/sale value.
             * @example 35
             */
            valor: number;
            /**
             * @description Unit cost value.
             * @example 5
             */
            valorcusto: number;
            /**
             * @description Unit-of-measure abbreviation.
             * @example un
             */
            medida: string | null;
            /**
             * @description Units in stock.
             * @example 40
             */
            estoque: number;
            /**
             * @description Whether stock is enforced on the writes that reserve it (409 `insufficient_stock` past `estoque`).
             * @example true
             */
            controle_estoque: boolean;
            /**
             * Format: date
             * @description Registration date (account time zone).
             * @example 2026-11-22
             */
            datacadastro: string;
        };
        EquipmentPage: {
            data: components["schemas"]["EquipmentView"][];
            pagination: components["schemas"]["Pagination"];
        };
        CreateEquipmentDto: {
            /**
             * @description Equipment name.
             * @example Mesa redonda 8 lugares
             */
            nome: string;
            /**
             * @description Unit rental/sale value (2 decimal places).
             * @example 35
             */
            valor: number;
            /**
             * @description Unit cost value (2 decimal places); 0 when omitted.
             * @default 0
             * @example 5
             */
            valorcusto?: number;
            /**
             * @description Description.
             * @example Tampo de MDF com toalha branca
             */
            descricao?: string;
            /**
             * @description Unit-of-measure abbreviation.
             * @example un
             */
            medida?: string;
            /**
             * @description Units in stock; 0 when omitted.
             * @default 0
             * @example 40
             */
            estoque?: number;
            /**
             * @description Whether stock is enforced: on `true`, an order or event change that would reserve more units
             *     than `estoque` on any day is 409 `insufficient_stock` unless sent with `permitir_falta: true`.
             *     Availability is answered for every equipment either way. Default false.
             * @default false
             * @example true
             */
            controle_estoque?: boolean;
        };
        EquipmentWriteResponse: {
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
            /** @example Equipment 4 created */
            message: string;
            data: components["schemas"]["EquipmentView"];
        };
        UpdateEquipmentDto: {
            /**
             * @description Equipment name.
             * @example Mesa redonda 8 lugares
             */
            nome?: string;
            /**
             * @description Unit rental/sale value (2 decimal places).
             * @example 35
             */
            valor?: number;
            /**
             * @description Unit cost value (2 decimal places).
             * @example 5
             */
            valorcusto?: number;
            /**
             * @description Description; `null` clears it (`""` is the field left out, as for every optional text).
             * @example Tampo de MDF com toalha branca
             */
            descricao?: string | null;
            /**
             * @description Unit-of-measure abbreviation; `null` clears it.
             * @example un
             */
            medida?: string | null;
            /**
             * @description Units in stock. A value below what is already reserved is accepted: those days show negative
             *     `disponivel`, and `equipment_overbooked` is recorded when stock is enforced.
             * @example 40
             */
            estoque?: number;
            /**
             * @description Whether stock is enforced on the writes that reserve this equipment.
             * @example true
             */
            controle_estoque?: boolean;
        };
        StockShortage: {
            /**
             * @description The equipment (`id_item` of order items).
             * @example 2
             */
            id_item: number;
            /** @example Cadeira Tiffany */
            nome: string;
            /**
             * Format: date
             * @description The first short day.
             * @example 2027-06-12
             */
            dia: string;
            /**
             * @description Units missing on that day (reserved − stock).
             * @example 20
             */
            faltam: number;
            /**
             * @description How many days of the write are short.
             * @example 1
             */
            dias: number;
        };
        EquipmentUpdateResponse: {
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
            /** @example Equipment 4 updated */
            message: string;
            data: components["schemas"]["EquipmentView"];
            /** @description With stock enforced, the days from today on that the new stock leaves short (empty when none). */
            faltas: components["schemas"]["StockShortage"][];
        };
        CreateClientDto: {
            /**
             * Format: email
             * @description E-mail.
             * @example maria.silva@example.com
             */
            email?: string | null;
            /**
             * @description Phone with or without punctuation, 8 to 13 digits; stored as digits only.
             * @example (11) 98765-4321
             */
            telefone?: string | null;
            /**
             * @description CPF (11 digits) or CNPJ (14 characters, the alphanumeric format included), with or without
             *     punctuation; validated by its check digits and stored as digits (letters kept, upper case).
             *     Unique within the account (409 on a duplicate). Sets `tipo_pessoa`.
             * @example 529.982.247-25
             */
            documento?: string | null;
            /**
             * @description CEP, 8 digits, with or without the dash; stored as 8 digits.
             * @example 01310-100
             */
            cep?: string | null;
            /**
             * @description Street address.
             * @example Avenida Paulista
             */
            endereco?: string | null;
            /**
             * @description Street number.
             * @example 1578
             */
            numero?: string | null;
            /**
             * @description Address complement.
             * @example Apto 42
             */
            complemento?: string | null;
            /**
             * @description Neighbourhood.
             * @example Bela Vista
             */
            bairro?: string | null;
            /**
             * @description City.
             * @example São Paulo
             */
            cidade?: string | null;
            /**
             * @description State (UF), two letters; upper-cased.
             * @example SP
             * @enum {string|null}
             */
            uf?: "AC" | "AL" | "AP" | "AM" | "BA" | "CE" | "DF" | "ES" | "GO" | "MA" | "MT" | "MS" | "MG" | "PA" | "PB" | "PR" | "PE" | "PI" | "RJ" | "RN" | "RS" | "RO" | "RR" | "SC" | "SP" | "SE" | "TO" | null;
            /**
             * @description How-met source, an ID of `GET /api/v1/howmet` of the account (422 when unknown).
             * @example 1
             */
            id_como_conheceu?: number | null;
            /**
             * @description Notes.
             * @example Prefere contato por WhatsApp
             */
            observacoes?: string | null;
            /**
             * @description ME Eventos' kind of client: `0` person, `1` company. With a `documento` (sent, or already
             *     stored on an update) it must agree with it (a CPF is a person, a CNPJ a company): 400
             *     `document_kind_mismatch` otherwise. Without one it sets `tipo_pessoa`.
             * @example 0
             * @enum {integer}
             */
            tipocadastro?: 0 | 1;
            /**
             * @description Mobile phone with or without punctuation, 8 to 13 digits; stored as digits only.
             * @example 31999885544
             */
            celular?: string | null;
            /**
             * @description Second phone, as `telefone`.
             * @example 3132225555
             */
            telefone_2?: string | null;
            /**
             * Format: email
             * @description Second e-mail.
             * @example financeiro@example.com
             */
            email_2?: string | null;
            /**
             * @description Country calling code of `telefone` (digits, `55` for Brazil).
             * @example 55
             */
            ddi_telefone?: string | null;
            /**
             * @description Country calling code of `telefone_2`.
             * @example 55
             */
            ddi_telefone_2?: string | null;
            /**
             * @description Country calling code of `celular`.
             * @example 55
             */
            ddi_celular?: string | null;
            /**
             * @description Identity card (RG) number.
             * @example MG-12.345.678
             */
            rg?: string | null;
            /**
             * @description Issuer of the identity card.
             * @example SSP
             */
            orgao_expedidor?: string | null;
            /**
             * Format: date
             * @description Issue date of the identity card (`YYYY-MM-DD`, or `DD/MM/YYYY` as ME Eventos writes it).
             * @example 2015-01-10
             */
            data_expedicao?: string | null;
            /**
             * Format: date
             * @description Date of birth (`YYYY-MM-DD`, or `DD/MM/YYYY` as ME Eventos writes it).
             * @example 1985-05-15
             */
            data_nascimento?: string | null;
            /**
             * @description Nationality.
             * @example Brasileira
             */
            nacionalidade?: string | null;
            /**
             * @description Occupation.
             * @example Engenheira
             */
            profissao?: string | null;
            /**
             * @description Marital status.
             * @example Casada
             */
            estado_civil?: string | null;
            /**
             * @description Social network handle or address.
             * @example @maria.silva
             */
            rede_social?: string | null;
            /**
             * @description Country of the address.
             * @example Brasil
             */
            pais?: string | null;
            /**
             * @description Landmark near the address.
             * @example Próximo ao metrô Trianon
             */
            ponto_referencia?: string | null;
            /**
             * @description Person responsible (the contact of a company).
             * @example Maria Silva
             */
            responsavel?: string | null;
            /**
             * @description The responsible person's CPF, with or without punctuation; validated by its check digits
             *     (400 `invalid_cpf`) and stored as 11 digits. A company keeps it beside its CNPJ (`documento`).
             * @example 529.982.247-25
             */
            cpf_responsavel?: string | null;
            /**
             * @description A company's legal name.
             * @example Silva Eventos LTDA
             */
            razao_social?: string | null;
            /**
             * @description A company's trade name.
             * @example Silva Eventos
             */
            nome_fantasia?: string | null;
            /**
             * @description Municipal registration.
             * @example 123456
             */
            inscricao_municipal?: string | null;
            /**
             * @description State registration.
             * @example 987654321
             */
            inscricao_estadual?: string | null;
            /**
             * @description The company's CEP, 8 digits, with or without the dash; stored as 8 digits.
             * @example 01310-100
             */
            cep_pj?: string | null;
            /**
             * @description The company's street address.
             * @example Avenida Paulista
             */
            endereco_pj?: string | null;
            /**
             * @description The company's street number.
             * @example 1000
             */
            numero_pj?: string | null;
            /**
             * @description The company's address complement.
             * @example Sala 504
             */
            complemento_pj?: string | null;
            /**
             * @description The company's neighbourhood.
             * @example Bela Vista
             */
            bairro_pj?: string | null;
            /**
             * @description The company's city.
             * @example São Paulo
             */
            cidade_pj?: string | null;
            /**
             * @description The company's state (UF), two letters; upper-cased.
             * @example SP
             * @enum {string|null}
             */
            uf_pj?: "AC" | "AL" | "AP" | "AM" | "BA" | "CE" | "DF" | "ES" | "GO" | "MA" | "MT" | "MS" | "MG" | "PA" | "PB" | "PR" | "PE" | "PI" | "RJ" | "RN" | "RS" | "RO" | "RR" | "SC" | "SP" | "SE" | "TO" | null;
            /**
             * @description The company's country.
             * @example Brasil
             */
            pais_pj?: string | null;
            /**
             * @description Landmark near the company's address.
             * @example Em frente ao parque
             */
            ponto_referencia_pj?: string | null;
            /**
             * @description Full name (person) or company name.
             * @example Maria da Silva
             */
            nome: string;
            /**
             * @description ME Eventos compatible: the same as `uf` (send one of the two, or both with the same value).
             * @example SP
             * @enum {string|null}
             */
            estado?: "AC" | "AL" | "AP" | "AM" | "BA" | "CE" | "DF" | "ES" | "GO" | "MA" | "MT" | "MS" | "MG" | "PA" | "PB" | "PR" | "PE" | "PI" | "RJ" | "RN" | "RS" | "RO" | "RR" | "SC" | "SP" | "SE" | "TO" | null;
            /**
             * @description ME Eventos compatible: a person's CPF: the same as `documento`; in a company's body (with `cnpjpj`, or `tipocadastro` 1) the responsible person's CPF: the same as `cpf_responsavel` (send one of the two, or both with the same value).
             * @example 529.982.247-25
             */
            cpf?: string | null;
            /**
             * @description ME Eventos compatible: the same as `documento` (send one of the two, or both with the same value).
             * @example 529.982.247-25
             */
            cnpjpj?: string | null;
            /**
             * @description ME Eventos compatible: the same as `observacoes` (send one of the two, or both with the same value).
             * @example Prefere contato por WhatsApp
             */
            anotacoes?: string | null;
            /**
             * @description ME Eventos compatible: the same as `telefone_2` (send one of the two, or both with the same value).
             * @example 3132225555
             */
            telefone2?: string | null;
            /**
             * Format: email
             * @description ME Eventos compatible: the same as `email_2` (send one of the two, or both with the same value).
             * @example financeiro@example.com
             */
            email2?: string | null;
            /**
             * @description ME Eventos compatible: the same as `ddi_telefone` (send one of the two, or both with the same value).
             * @example 55
             */
            dditelefone?: string | null;
            /**
             * @description ME Eventos compatible: the same as `ddi_telefone_2` (send one of the two, or both with the same value).
             * @example 55
             */
            dditelefone2?: string | null;
            /**
             * @description ME Eventos compatible: the same as `ddi_celular` (send one of the two, or both with the same value).
             * @example 55
             */
            ddicelular?: string | null;
            /**
             * @description ME Eventos compatible: the same as `orgao_expedidor` (send one of the two, or both with the same value).
             * @example SSP
             */
            orgaoexpeditor?: string | null;
            /**
             * Format: date
             * @description ME Eventos compatible: the same as `data_expedicao` (send one of the two, or both with the same value).
             * @example 2015-01-10
             */
            datadeexpedicao?: string | null;
            /**
             * Format: date
             * @description ME Eventos compatible: the same as `data_nascimento` (send one of the two, or both with the same value).
             * @example 1985-05-15
             */
            datadenascimento?: string | null;
            /**
             * @description ME Eventos compatible: the same as `estado_civil` (send one of the two, or both with the same value).
             * @example Casada
             */
            estadocivil?: string | null;
            /**
             * @description ME Eventos compatible: the same as `rede_social` (send one of the two, or both with the same value).
             * @example @maria.silva
             */
            redesocial?: string | null;
            /**
             * @description ME Eventos compatible: the same as `ponto_referencia` (send one of the two, or both with the same value).
             * @example Próximo ao metrô Trianon
             */
            pontoreferencia?: string | null;
            /**
             * @description ME Eventos compatible: the same as `razao_social` (send one of the two, or both with the same value).
             * @example Silva Eventos LTDA
             */
            razaosocial?: string | null;
            /**
             * @description ME Eventos compatible: the same as `nome_fantasia` (send one of the two, or both with the same value).
             * @example Silva Eventos
             */
            nomefantasia?: string | null;
            /**
             * @description ME Eventos compatible: the same as `inscricao_municipal` (send one of the two, or both with the same value).
             * @example 123456
             */
            municipal?: string | null;
            /**
             * @description ME Eventos compatible: the same as `inscricao_estadual` (send one of the two, or both with the same value).
             * @example 987654321
             */
            estadual?: string | null;
            /**
             * @description ME Eventos compatible: the same as `cep_pj` (send one of the two, or both with the same value).
             * @example 01310-100
             */
            ceppj?: string | null;
            /**
             * @description ME Eventos compatible: the same as `endereco_pj` (send one of the two, or both with the same value).
             * @example Avenida Paulista
             */
            enderecopj?: string | null;
            /**
             * @description ME Eventos compatible: the same as `numero_pj` (send one of the two, or both with the same value).
             * @example 1000
             */
            numeropj?: string | null;
            /**
             * @description ME Eventos compatible: the same as `complemento_pj` (send one of the two, or both with the same value).
             * @example Sala 504
             */
            complementopj?: string | null;
            /**
             * @description ME Eventos compatible: the same as `bairro_pj` (send one of the two, or both with the same value).
             * @example Bela Vista
             */
            bairropj?: string | null;
            /**
             * @description ME Eventos compatible: the same as `cidade_pj` (send one of the two, or both with the same value).
             * @example São Paulo
             */
            cidadepj?: string | null;
            /**
             * @description ME Eventos compatible: the same as `uf_pj` (send one of the two, or both with the same value).
             * @example SP
             * @enum {string|null}
             */
            estadopj?: "AC" | "AL" | "AP" | "AM" | "BA" | "CE" | "DF" | "ES" | "GO" | "MA" | "MT" | "MS" | "MG" | "PA" | "PB" | "PR" | "PE" | "PI" | "RJ" | "RN" | "RS" | "RO" | "RR" | "SC" | "SP" | "SE" | "TO" | null;
            /**
             * @description ME Eventos compatible: the same as `pais_pj` (send one of the two, or both with the same value).
             * @example Brasil
             */
            paispj?: string | null;
            /**
             * @description ME Eventos compatible: the same as `ponto_referencia_pj` (send one of the two, or both with the same value).
             * @example Em frente ao parque
             */
            pontoreferenciapj?: string | null;
        };
        /** @enum {string} */
        ClientSearchType: "nome" | "email" | "telefone" | "documento" | "0" | "1" | "2" | "3";
        /** @enum {string} */
        ClientSortField: "id" | "nome" | "email" | "telefone" | "documento" | "datacadastro";
        ClientView: {
            /** @example 7 */
            id: number;
            /**
             * @description Full name or company name.
             * @example Maria da Silva
             */
            nome: string;
            /**
             * @description `F` person (CPF), `J` company (CNPJ); derived from `documento`, else from `tipocadastro` when sent, else null.
             * @example F
             * @enum {string|null}
             */
            tipo_pessoa: "F" | "J" | null;
            /**
             * @description CPF or CNPJ, digits only (letters kept for alphanumeric CNPJs).
             * @example 52998224725
             */
            documento: string | null;
            /**
             * @description E-mail.
             * @example maria.silva@example.com
             */
            email: string | null;
            /**
             * @description Phone, digits only.
             * @example 11987654321
             */
            telefone: string | null;
            /**
             * @description CEP, 8 digits.
             * @example 01310100
             */
            cep: string | null;
            /**
             * @description Street address.
             * @example Avenida Paulista
             */
            endereco: string | null;
            /**
             * @description Street number.
             * @example 1578
             */
            numero: string | null;
            /**
             * @description Address complement.
             * @example Apto 42
             */
            complemento: string | null;
            /**
             * @description Neighbourhood.
             * @example Bela Vista
             */
            bairro: string | null;
            /**
             * @description City.
             * @example São Paulo
             */
            cidade: string | null;
            /**
             * @description State (UF).
             * @example SP
             */
            uf: string | null;
            /**
             * @description How-met source (`GET /api/v1/howmet`).
             * @example 1
             */
            id_como_conheceu: number | null;
            /**
             * @description Notes.
             * @example Prefere contato por WhatsApp
             */
            observacoes: string | null;
            /**
             * @description Mobile phone with or without punctuation, 8 to 13 digits.
             * @example 31999885544
             */
            celular: string | null;
            /**
             * @description Second phone, as `telefone`.
             * @example 3132225555
             */
            telefone_2: string | null;
            /**
             * @description Second e-mail.
             * @example financeiro@example.com
             */
            email_2: string | null;
            /**
             * @description Country calling code of `telefone`.
             * @example 55
             */
            ddi_telefone: string | null;
            /**
             * @description Country calling code of `telefone_2`.
             * @example 55
             */
            ddi_telefone_2: string | null;
            /**
             * @description Country calling code of `celular`.
             * @example 55
             */
            ddi_celular: string | null;
            /**
             * @description Identity card.
             * @example MG-12.345.678
             */
            rg: string | null;
            /**
             * @description Issuer of the identity card.
             * @example SSP
             */
            orgao_expedidor: string | null;
            /**
             * Format: date
             * @description Issue date of the identity card.
             * @example 2015-01-10
             */
            data_expedicao: string | null;
            /**
             * Format: date
             * @description Date of birth.
             * @example 1985-05-15
             */
            data_nascimento: string | null;
            /**
             * @description Nationality.
             * @example Brasileira
             */
            nacionalidade: string | null;
            /**
             * @description Occupation.
             * @example Engenheira
             */
            profissao: string | null;
            /**
             * @description Marital status.
             * @example Casada
             */
            estado_civil: string | null;
            /**
             * @description Social network handle or address.
             * @example @maria.silva
             */
            rede_social: string | null;
            /**
             * @description Country of the address.
             * @example Brasil
             */
            pais: string | null;
            /**
             * @description Landmark near the address.
             * @example Próximo ao metrô Trianon
             */
            ponto_referencia: string | null;
            /**
             * @description Person responsible.
             * @example Maria Silva
             */
            responsavel: string | null;
            /**
             * @description The responsible person's CPF (11 digits), kept beside a company's CNPJ (`documento`).
             * @example 52998224725
             */
            cpf_responsavel: string | null;
            /**
             * @description A company's legal name.
             * @example Silva Eventos LTDA
             */
            razao_social: string | null;
            /**
             * @description A company's trade name.
             * @example Silva Eventos
             */
            nome_fantasia: string | null;
            /**
             * @description Municipal registration.
             * @example 123456
             */
            inscricao_municipal: string | null;
            /**
             * @description State registration.
             * @example 987654321
             */
            inscricao_estadual: string | null;
            /**
             * @description The company's CEP, 8 digits, with or without the dash.
             * @example 01310100
             */
            cep_pj: string | null;
            /**
             * @description The company's street address.
             * @example Avenida Paulista
             */
            endereco_pj: string | null;
            /**
             * @description The company's street number.
             * @example 1000
             */
            numero_pj: string | null;
            /**
             * @description The company's address complement.
             * @example Sala 504
             */
            complemento_pj: string | null;
            /**
             * @description The company's neighbourhood.
             * @example Bela Vista
             */
            bairro_pj: string | null;
            /**
             * @description The company's city.
             * @example São Paulo
             */
            cidade_pj: string | null;
            /**
             * @description The company's state.
             * @example SP
             */
            uf_pj: string | null;
            /**
             * @description The company's country.
             * @example Brasil
             */
            pais_pj: string | null;
            /**
             * @description Landmark near the company's address.
             * @example Em frente ao parque
             */
            ponto_referencia_pj: string | null;
            /**
             * Format: date
             * @description Registration date (account time zone).
             * @example 2026-11-22
             */
            datacadastro: string;
            /**
             * @description ME Eventos compatible. State (UF): the same as `uf`.
             * @example SP
             */
            estado: string | null;
            /**
             * @description ME Eventos compatible. A person's CPF (`documento`), or a company's responsible person's CPF (`cpf_responsavel`); only on clients with one.
             * @example 52998224725
             */
            cpf?: string;
            /**
             * @description ME Eventos compatible. A company's CNPJ (`documento`); only on clients with a CNPJ.
             * @example 11222333000181
             */
            cnpjpj?: string;
            /**
             * @description ME Eventos compatible. 0 person, 1 company (`tipo_pessoa` `J`).
             * @example 0
             * @enum {integer}
             */
            tipocadastro: 0 | 1;
            /**
             * Format: date
             * @description ME Eventos compatible. Registration date (`datacadastro`).
             * @example 2026-11-22
             */
            datadecadastro: string;
            /** @description ME Eventos compatible. The same as `telefone_2`. */
            telefone2: string | null;
            /** @description ME Eventos compatible. The same as `email_2`. */
            email2: string | null;
            /** @description ME Eventos compatible. The same as `ddi_telefone`. */
            dditelefone: string | null;
            /** @description ME Eventos compatible. The same as `ddi_telefone_2`. */
            dditelefone2: string | null;
            /** @description ME Eventos compatible. The same as `ddi_celular`. */
            ddicelular: string | null;
            /** @description ME Eventos compatible. The same as `orgao_expedidor`. */
            orgaoexpeditor: string | null;
            /**
             * Format: date
             * @description ME Eventos compatible. The same as `data_expedicao`.
             */
            datadeexpedicao: string | null;
            /**
             * Format: date
             * @description ME Eventos compatible. The same as `data_nascimento`.
             */
            datadenascimento: string | null;
            /** @description ME Eventos compatible. The same as `estado_civil`. */
            estadocivil: string | null;
            /** @description ME Eventos compatible. The same as `rede_social`. */
            redesocial: string | null;
            /** @description ME Eventos compatible. The same as `ponto_referencia`. */
            pontoreferencia: string | null;
            /** @description ME Eventos compatible. The same as `razao_social`. */
            razaosocial: string | null;
            /** @description ME Eventos compatible. The same as `nome_fantasia`. */
            nomefantasia: string | null;
            /** @description ME Eventos compatible. The same as `inscricao_municipal`. */
            municipal: string | null;
            /** @description ME Eventos compatible. The same as `inscricao_estadual`. */
            estadual: string | null;
            /** @description ME Eventos compatible. The same as `cep_pj`. */
            ceppj: string | null;
            /** @description ME Eventos compatible. The same as `endereco_pj`. */
            enderecopj: string | null;
            /** @description ME Eventos compatible. The same as `numero_pj`. */
            numeropj: string | null;
            /** @description ME Eventos compatible. The same as `complemento_pj`. */
            complementopj: string | null;
            /** @description ME Eventos compatible. The same as `bairro_pj`. */
            bairropj: string | null;
            /** @description ME Eventos compatible. The same as `cidade_pj`. */
            cidadepj: string | null;
            /** @description ME Eventos compatible. The same as `uf_pj`. */
            estadopj: string | null;
            /** @description ME Eventos compatible. The same as `pais_pj`. */
            paispj: string | null;
            /** @description ME Eventos compatible. The same as `ponto_referencia_pj`. */
            pontoreferenciapj: string | null;
            /**
             * @description ME Eventos compatible. Notes: the same as `observacoes`.
             * @example Indicada pela Júlia
             */
            anotacoes: string | null;
        };
        ClientPage: {
            data: components["schemas"]["ClientView"][];
            pagination: components["schemas"]["Pagination"];
        };
        ClientsCreatedResponse: {
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
            /** @example 2 clients created */
            message: string;
            /** @description Always an array, also when one object was sent. */
            data: components["schemas"]["ClientView"][];
        };
        UpdateClientDto: {
            /**
             * Format: email
             * @description E-mail.
             * @example maria.silva@example.com
             */
            email?: string | null;
            /**
             * @description Phone with or without punctuation, 8 to 13 digits; stored as digits only.
             * @example (11) 98765-4321
             */
            telefone?: string | null;
            /**
             * @description CPF (11 digits) or CNPJ (14 characters, the alphanumeric format included), with or without
             *     punctuation; validated by its check digits and stored as digits (letters kept, upper case).
             *     Unique within the account (409 on a duplicate). Sets `tipo_pessoa`.
             * @example 529.982.247-25
             */
            documento?: string | null;
            /**
             * @description CEP, 8 digits, with or without the dash; stored as 8 digits.
             * @example 01310-100
             */
            cep?: string | null;
            /**
             * @description Street address.
             * @example Avenida Paulista
             */
            endereco?: string | null;
            /**
             * @description Street number.
             * @example 1578
             */
            numero?: string | null;
            /**
             * @description Address complement.
             * @example Apto 42
             */
            complemento?: string | null;
            /**
             * @description Neighbourhood.
             * @example Bela Vista
             */
            bairro?: string | null;
            /**
             * @description City.
             * @example São Paulo
             */
            cidade?: string | null;
            /**
             * @description State (UF), two letters; upper-cased.
             * @example SP
             * @enum {string|null}
             */
            uf?: "AC" | "AL" | "AP" | "AM" | "BA" | "CE" | "DF" | "ES" | "GO" | "MA" | "MT" | "MS" | "MG" | "PA" | "PB" | "PR" | "PE" | "PI" | "RJ" | "RN" | "RS" | "RO" | "RR" | "SC" | "SP" | "SE" | "TO" | null;
            /**
             * @description How-met source, an ID of `GET /api/v1/howmet` of the account (422 when unknown).
             * @example 1
             */
            id_como_conheceu?: number | null;
            /**
             * @description Notes.
             * @example Prefere contato por WhatsApp
             */
            observacoes?: string | null;
            /**
             * @description ME Eventos' kind of client: `0` person, `1` company. With a `documento` (sent, or already
             *     stored on an update) it must agree with it (a CPF is a person, a CNPJ a company): 400
             *     `document_kind_mismatch` otherwise. Without one it sets `tipo_pessoa`.
             * @example 0
             * @enum {integer}
             */
            tipocadastro?: 0 | 1;
            /**
             * @description Mobile phone with or without punctuation, 8 to 13 digits; stored as digits only.
             * @example 31999885544
             */
            celular?: string | null;
            /**
             * @description Second phone, as `telefone`.
             * @example 3132225555
             */
            telefone_2?: string | null;
            /**
             * Format: email
             * @description Second e-mail.
             * @example financeiro@example.com
             */
            email_2?: string | null;
            /**
             * @description Country calling code of `telefone` (digits, `55` for Brazil).
             * @example 55
             */
            ddi_telefone?: string | null;
            /**
             * @description Country calling code of `telefone_2`.
             * @example 55
             */
            ddi_telefone_2?: string | null;
            /**
             * @description Country calling code of `celular`.
             * @example 55
             */
            ddi_celular?: string | null;
            /**
             * @description Identity card (RG) number.
             * @example MG-12.345.678
             */
            rg?: string | null;
            /**
             * @description Issuer of the identity card.
             * @example SSP
             */
            orgao_expedidor?: string | null;
            /**
             * Format: date
             * @description Issue date of the identity card (`YYYY-MM-DD`, or `DD/MM/YYYY` as ME Eventos writes it).
             * @example 2015-01-10
             */
            data_expedicao?: string | null;
            /**
             * Format: date
             * @description Date of birth (`YYYY-MM-DD`, or `DD/MM/YYYY` as ME Eventos writes it).
             * @example 1985-05-15
             */
            data_nascimento?: string | null;
            /**
             * @description Nationality.
             * @example Brasileira
             */
            nacionalidade?: string | null;
            /**
             * @description Occupation.
             * @example Engenheira
             */
            profissao?: string | null;
            /**
             * @description Marital status.
             * @example Casada
             */
            estado_civil?: string | null;
            /**
             * @description Social network handle or address.
             * @example @maria.silva
             */
            rede_social?: string | null;
            /**
             * @description Country of the address.
             * @example Brasil
             */
            pais?: string | null;
            /**
             * @description Landmark near the address.
             * @example Próximo ao metrô Trianon
             */
            ponto_referencia?: string | null;
            /**
             * @description Person responsible (the contact of a company).
             * @example Maria Silva
             */
            responsavel?: string | null;
            /**
             * @description The responsible person's CPF, with or without punctuation; validated by its check digits
             *     (400 `invalid_cpf`) and stored as 11 digits. A company keeps it beside its CNPJ (`documento`).
             * @example 529.982.247-25
             */
            cpf_responsavel?: string | null;
            /**
             * @description A company's legal name.
             * @example Silva Eventos LTDA
             */
            razao_social?: string | null;
            /**
             * @description A company's trade name.
             * @example Silva Eventos
             */
            nome_fantasia?: string | null;
            /**
             * @description Municipal registration.
             * @example 123456
             */
            inscricao_municipal?: string | null;
            /**
             * @description State registration.
             * @example 987654321
             */
            inscricao_estadual?: string | null;
            /**
             * @description The company's CEP, 8 digits, with or without the dash; stored as 8 digits.
             * @example 01310-100
             */
            cep_pj?: string | null;
            /**
             * @description The company's street address.
             * @example Avenida Paulista
             */
            endereco_pj?: string | null;
            /**
             * @description The company's street number.
             * @example 1000
             */
            numero_pj?: string | null;
            /**
             * @description The company's address complement.
             * @example Sala 504
             */
            complemento_pj?: string | null;
            /**
             * @description The company's neighbourhood.
             * @example Bela Vista
             */
            bairro_pj?: string | null;
            /**
             * @description The company's city.
             * @example São Paulo
             */
            cidade_pj?: string | null;
            /**
             * @description The company's state (UF), two letters; upper-cased.
             * @example SP
             * @enum {string|null}
             */
            uf_pj?: "AC" | "AL" | "AP" | "AM" | "BA" | "CE" | "DF" | "ES" | "GO" | "MA" | "MT" | "MS" | "MG" | "PA" | "PB" | "PR" | "PE" | "PI" | "RJ" | "RN" | "RS" | "RO" | "RR" | "SC" | "SP" | "SE" | "TO" | null;
            /**
             * @description The company's country.
             * @example Brasil
             */
            pais_pj?: string | null;
            /**
             * @description Landmark near the company's address.
             * @example Em frente ao parque
             */
            ponto_referencia_pj?: string | null;
            /**
             * @description Full name (person) or company name; cannot be cleared.
             * @example Maria da Silva Santos
             */
            nome?: string;
            /**
             * @description ME Eventos compatible: the same as `uf` (send one of the two, or both with the same value).
             * @example SP
             * @enum {string|null}
             */
            estado?: "AC" | "AL" | "AP" | "AM" | "BA" | "CE" | "DF" | "ES" | "GO" | "MA" | "MT" | "MS" | "MG" | "PA" | "PB" | "PR" | "PE" | "PI" | "RJ" | "RN" | "RS" | "RO" | "RR" | "SC" | "SP" | "SE" | "TO" | null;
            /**
             * @description ME Eventos compatible: a person's CPF: the same as `documento`; in a company's body (with `cnpjpj`, or `tipocadastro` 1) the responsible person's CPF: the same as `cpf_responsavel` (send one of the two, or both with the same value).
             * @example 529.982.247-25
             */
            cpf?: string | null;
            /**
             * @description ME Eventos compatible: the same as `documento` (send one of the two, or both with the same value).
             * @example 529.982.247-25
             */
            cnpjpj?: string | null;
            /**
             * @description ME Eventos compatible: the same as `observacoes` (send one of the two, or both with the same value).
             * @example Prefere contato por WhatsApp
             */
            anotacoes?: string | null;
            /**
             * @description ME Eventos compatible: the same as `telefone_2` (send one of the two, or both with the same value).
             * @example 3132225555
             */
            telefone2?: string | null;
            /**
             * Format: email
             * @description ME Eventos compatible: the same as `email_2` (send one of the two, or both with the same value).
             * @example financeiro@example.com
             */
            email2?: string | null;
            /**
             * @description ME Eventos compatible: the same as `ddi_telefone` (send one of the two, or both with the same value).
             * @example 55
             */
            dditelefone?: string | null;
            /**
             * @description ME Eventos compatible: the same as `ddi_telefone_2` (send one of the two, or both with the same value).
             * @example 55
             */
            dditelefone2?: string | null;
            /**
             * @description ME Eventos compatible: the same as `ddi_celular` (send one of the two, or both with the same value).
             * @example 55
             */
            ddicelular?: string | null;
            /**
             * @description ME Eventos compatible: the same as `orgao_expedidor` (send one of the two, or both with the same value).
             * @example SSP
             */
            orgaoexpeditor?: string | null;
            /**
             * Format: date
             * @description ME Eventos compatible: the same as `data_expedicao` (send one of the two, or both with the same value).
             * @example 2015-01-10
             */
            datadeexpedicao?: string | null;
            /**
             * Format: date
             * @description ME Eventos compatible: the same as `data_nascimento` (send one of the two, or both with the same value).
             * @example 1985-05-15
             */
            datadenascimento?: string | null;
            /**
             * @description ME Eventos compatible: the same as `estado_civil` (send one of the two, or both with the same value).
             * @example Casada
             */
            estadocivil?: string | null;
            /**
             * @description ME Eventos compatible: the same as `rede_social` (send one of the two, or both with the same value).
             * @example @maria.silva
             */
            redesocial?: string | null;
            /**
             * @description ME Eventos compatible: the same as `ponto_referencia` (send one of the two, or both with the same value).
             * @example Próximo ao metrô Trianon
             */
            pontoreferencia?: string | null;
            /**
             * @description ME Eventos compatible: the same as `razao_social` (send one of the two, or both with the same value).
             * @example Silva Eventos LTDA
             */
            razaosocial?: string | null;
            /**
             * @description ME Eventos compatible: the same as `nome_fantasia` (send one of the two, or both with the same value).
             * @example Silva Eventos
             */
            nomefantasia?: string | null;
            /**
             * @description ME Eventos compatible: the same as `inscricao_municipal` (send one of the two, or both with the same value).
             * @example 123456
             */
            municipal?: string | null;
            /**
             * @description ME Eventos compatible: the same as `inscricao_estadual` (send one of the two, or both with the same value).
             * @example 987654321
             */
            estadual?: string | null;
            /**
             * @description ME Eventos compatible: the same as `cep_pj` (send one of the two, or both with the same value).
             * @example 01310-100
             */
            ceppj?: string | null;
            /**
             * @description ME Eventos compatible: the same as `endereco_pj` (send one of the two, or both with the same value).
             * @example Avenida Paulista
             */
            enderecopj?: string | null;
            /**
             * @description ME Eventos compatible: the same as `numero_pj` (send one of the two, or both with the same value).
             * @example 1000
             */
            numeropj?: string | null;
            /**
             * @description ME Eventos compatible: the same as `complemento_pj` (send one of the two, or both with the same value).
             * @example Sala 504
             */
            complementopj?: string | null;
            /**
             * @description ME Eventos compatible: the same as `bairro_pj` (send one of the two, or both with the same value).
             * @example Bela Vista
             */
            bairropj?: string | null;
            /**
             * @description ME Eventos compatible: the same as `cidade_pj` (send one of the two, or both with the same value).
             * @example São Paulo
             */
            cidadepj?: string | null;
            /**
             * @description ME Eventos compatible: the same as `uf_pj` (send one of the two, or both with the same value).
             * @example SP
             * @enum {string|null}
             */
            estadopj?: "AC" | "AL" | "AP" | "AM" | "BA" | "CE" | "DF" | "ES" | "GO" | "MA" | "MT" | "MS" | "MG" | "PA" | "PB" | "PR" | "PE" | "PI" | "RJ" | "RN" | "RS" | "RO" | "RR" | "SC" | "SP" | "SE" | "TO" | null;
            /**
             * @description ME Eventos compatible: the same as `pais_pj` (send one of the two, or both with the same value).
             * @example Brasil
             */
            paispj?: string | null;
            /**
             * @description ME Eventos compatible: the same as `ponto_referencia_pj` (send one of the two, or both with the same value).
             * @example Em frente ao parque
             */
            pontoreferenciapj?: string | null;
        };
        ClientWriteResponse: {
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
            /** @example Client 7 updated */
            message: string;
            data: components["schemas"]["ClientView"];
        };
        DeletedResponse: {
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
            /** @example Client 7 (Maria da Silva) deleted */
            message: string;
        };
        /** @enum {string} */
        EventStatus: "PREVISTO" | "CONFIRMADO" | "REALIZADO" | "CANCELADO";
        /** @enum {string} */
        EventSortField: "id" | "nome" | "data_evento" | "hora_inicio" | "numero_convidados" | "datacadastro" | "status" | "nomeevento" | "dataevento" | "horaevento" | "datadecadastro" | "convidados";
        EventView: {
            /**
             * @description Event ID: the first part of its order numbers `<event_id>-<sequence>`.
             * @example 31
             */
            id: number;
            /**
             * @description Event name.
             * @example Casamento Maria e João
             */
            nome: string;
            /**
             * Format: date
             * @description Event date.
             * @example 2027-03-13
             */
            data_evento: string;
            /**
             * Format: date
             * @description End date, for events over several days.
             * @example 2027-03-14
             */
            data_fim: string | null;
            /**
             * @description Start time `HH:MM`.
             * @example 19:30
             */
            hora_inicio: string | null;
            /**
             * @description End time `HH:MM`.
             * @example 02:00
             */
            hora_fim: string | null;
            /**
             * @description Client of the event.
             * @example 7
             */
            id_cliente: number | null;
            /**
             * @description Event type.
             * @example 1
             */
            id_tipo_evento: number | null;
            /**
             * @description Location.
             * @example 1
             */
            id_local: number | null;
            /**
             * @description Seller.
             * @example 1
             */
            id_vendedor: number | null;
            /**
             * @description How-met source.
             * @example 2
             */
            id_como_conheceu: number | null;
            /**
             * @description Expected number of guests.
             * @example 150
             */
            numero_convidados: number | null;
            /**
             * @description Status.
             * @example CONFIRMADO
             */
            status: components["schemas"]["EventStatus"];
            /**
             * @description Notes.
             * @example Cerimônia ao ar livre
             */
            observacoes: string | null;
            /**
             * @description Further information.
             * @example Buffet completo; DJ até 2h
             */
            informacoes: string | null;
            /**
             * @description The account's own code for the event.
             * @example CAS-2027-013
             */
            codigo_interno: string | null;
            /**
             * Format: date
             * @description Registration date (account time zone).
             * @example 2026-11-22
             */
            datacadastro: string;
            /**
             * @description ME Eventos compatible. Event name (`nome`).
             * @example Casamento Maria e João
             */
            nomeevento: string;
            /**
             * Format: date
             * @description ME Eventos compatible. Event date (`data_evento`).
             * @example 2027-03-13
             */
            dataevento: string;
            /**
             * @description ME Eventos compatible. Start time `HH:MM` (`hora_inicio`); empty when not set.
             * @example 19:30
             */
            horaevento: string;
            /**
             * @description ME Eventos compatible. End time `HH:MM` (`hora_fim`); empty when not set.
             * @example 02:00
             */
            horaeventofim: string;
            /**
             * @description ME Eventos compatible. The event type's name; empty without a type.
             * @example Casamento
             */
            tipoEvento: string;
            /**
             * @description ME Eventos compatible. Client of the event (`id_cliente`); 0 without one.
             * @example 7
             */
            idcliente: number;
            /**
             * @description ME Eventos compatible. The client's name; empty without a client.
             * @example Maria da Silva
             */
            nomeCliente: string;
            /**
             * @description ME Eventos compatible. The location's name; empty without a location.
             * @example Salão próprio
             */
            localevento: string;
            /**
             * @description ME Eventos compatible. Location of the event (`id_local`); 0 without one.
             * @example 1
             */
            idlocalevento: number;
            /**
             * @description ME Eventos compatible. Expected number of guests (`numero_convidados`); 0 when not set.
             * @example 150
             */
            convidados: number;
            /**
             * @description ME Eventos compatible. Notes (`observacoes`); empty when not set.
             * @example Cerimônia ao ar livre
             */
            observacao: string;
            /**
             * Format: date
             * @description ME Eventos compatible. Registration date (`datacadastro`).
             * @example 2026-11-22
             */
            datadecadastro: string;
            /**
             * @description ME Eventos compatible. The event's first budget (the lowest budget ID naming it); 0 without one.
             * @example 3
             */
            idorcamento: number;
            /**
             * @description ME Eventos compatible. The location's endereco (locations keep no complement: always empty); empty without a location.
             * @example Avenida Paulista
             */
            endereco: string;
            /**
             * @description ME Eventos compatible. The location's numero (locations keep no complement: always empty); empty without a location.
             * @example 1000
             */
            numero: string;
            /**
             * @description ME Eventos compatible. The location's complemento (locations keep no complement: always empty); empty without a location.
             * @example
             */
            complemento: string;
            /**
             * @description ME Eventos compatible. The location's cep (locations keep no complement: always empty); empty without a location.
             * @example 01310100
             */
            cep: string;
            /**
             * @description ME Eventos compatible. The location's bairro (locations keep no complement: always empty); empty without a location.
             * @example Bela Vista
             */
            bairro: string;
            /**
             * @description ME Eventos compatible. The location's cidade (locations keep no complement: always empty); empty without a location.
             * @example São Paulo
             */
            cidade: string;
            /**
             * @description ME Eventos compatible. The location's state (UF) (locations keep no complement: always empty); empty without a location.
             * @example SP
             */
            estado: string;
            /**
             * @description ME Eventos compatible. The account's code for the event (`codigo_interno`); empty when not set.
             * @example CAS-2027-013
             */
            codigointerno: string;
            /** @description ME Eventos compatible. The days after the first of an event over several days: `[{ inicio, fim }]` with `data_evento` and `data_fim`; `[]` for a one-day event. */
            datasAdicionais: {
                /**
                 * Format: date
                 * @example 2027-03-13
                 */
                inicio: string;
                /**
                 * Format: date
                 * @example 2027-03-14
                 */
                fim: string;
            }[];
        };
        EventPage: {
            data: components["schemas"]["EventView"][];
            pagination: components["schemas"]["Pagination"];
        };
        CreateEventDto: {
            /**
             * Format: date
             * @description End date, for events over several days; not before `data_evento`.
             * @example 2027-03-14
             */
            data_fim?: string | null;
            /**
             * @description Start time `HH:MM`.
             * @example 19:30
             */
            hora_inicio?: string | null;
            /**
             * @description End time `HH:MM`.
             * @example 02:00
             */
            hora_fim?: string | null;
            /**
             * @description Client of the event (`GET /api/v1/clients`); 422 when unknown.
             * @example 1
             */
            id_cliente?: number | null;
            /**
             * @description Event type (`GET /api/v1/eventtype`); 422 when unknown.
             * @example 1
             */
            id_tipo_evento?: number | null;
            /**
             * @description Location (`GET /api/v1/eventlocation`); 422 when unknown.
             * @example 1
             */
            id_local?: number | null;
            /**
             * @description Seller (`GET /api/v1/seller`); 422 when unknown.
             * @example 1
             */
            id_vendedor?: number | null;
            /**
             * @description How-met source (`GET /api/v1/howmet`); 422 when unknown.
             * @example 2
             */
            id_como_conheceu?: number | null;
            /**
             * @description Expected number of guests.
             * @example 150
             */
            numero_convidados?: number | null;
            /**
             * @description Notes.
             * @example Cerimônia ao ar livre; plano B no salão
             */
            observacoes?: string | null;
            /**
             * @description Further information.
             * @example Buffet completo; DJ até 2h
             */
            informacoes?: string | null;
            /**
             * @description The account's own code for the event.
             * @example CAS-2027-013
             */
            codigo_interno?: string | null;
            /**
             * @description Event name. Required (or its alias `nomeevento`).
             * @example Casamento Maria e João
             */
            nome?: string;
            /**
             * Format: date
             * @description Event date. Required (or its alias `dataevento`).
             * @example 2027-03-13
             */
            data_evento?: string;
            /**
             * @description Status; `PREVISTO` when omitted (it cannot be null).
             * @default PREVISTO
             * @example CONFIRMADO
             */
            status?: components["schemas"]["EventStatus"];
            /**
             * @description ME Eventos compatible: the same as `codigo_interno` (send one of the two, or both with the same value).
             * @example CAS-2027-013
             */
            codigointerno?: string | null;
            /**
             * @description ME Eventos compatible: the same as `id_cliente` (send one of the two, or both with the same value); 0 is none (`id_cliente` `null`); beside `id_cliente` `null` it is the same value, as ME's answers write it.
             * @example 1
             */
            idcliente?: number | null;
            /**
             * @description ME Eventos compatible: the same as `nome` (send one of the two, or both with the same value).
             * @example Casamento Maria e João
             */
            nomeevento?: string;
            /**
             * Format: date
             * @description ME Eventos compatible: the same as `data_evento` (send one of the two, or both with the same value).
             * @example 2027-03-13
             */
            dataevento?: string;
            /**
             * @description ME Eventos compatible: the same as `hora_inicio` (send one of the two, or both with the same value).
             * @example 19:30
             */
            horaevento?: string | null;
            /**
             * @description ME Eventos compatible: the same as `hora_fim` (send one of the two, or both with the same value).
             * @example 02:00
             */
            horaeventofim?: string | null;
            /**
             * @description ME Eventos compatible: the same as `id_local` (send one of the two, or both with the same value); 0 is none (`id_local` `null`); beside `id_local` `null` it is the same value, as ME's answers write it.
             * @example 1
             */
            idlocalevento?: number | null;
            /**
             * @description ME Eventos compatible: the same as `numero_convidados` (send one of the two, or both with the same value); 0 is a value too, and beside `numero_convidados` `null` it is the same value, as ME's answers write it.
             * @example 150
             */
            nconvidados?: number | null;
            /**
             * @description ME Eventos compatible: the same as `numero_convidados` (send one of the two, or both with the same value); 0 is a value too, and beside `numero_convidados` `null` it is the same value, as ME's answers write it.
             * @example 150
             */
            convidados?: number | null;
            /**
             * @description ME Eventos compatible: the same as `id_tipo_evento` (send one of the two, or both with the same value); 0 is none (`id_tipo_evento` `null`); beside `id_tipo_evento` `null` it is the same value, as ME's answers write it.
             * @example 1
             */
            tipoevento?: number | null;
            /**
             * @description ME Eventos compatible: the same as `id_vendedor` (send one of the two, or both with the same value); 0 is none (`id_vendedor` `null`); beside `id_vendedor` `null` it is the same value, as ME's answers write it.
             * @example 1
             */
            idvendedor?: number | null;
            /**
             * @description ME Eventos compatible: the same as `id_como_conheceu` (send one of the two, or both with the same value); 0 is none (`id_como_conheceu` `null`); beside `id_como_conheceu` `null` it is the same value, as ME's answers write it.
             * @example 2
             */
            comoconheceu?: number | null;
            /**
             * @description ME Eventos compatible: the same as `observacoes` (send one of the two, or both with the same value).
             * @example Cerimônia ao ar livre; plano B no salão
             */
            observacao?: string | null;
        };
        EventWriteResponse: {
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
            /** @example Event 31 created */
            message: string;
            data: components["schemas"]["EventView"];
        };
        UpdateEventDto: {
            /**
             * Format: date
             * @description End date, for events over several days; not before `data_evento`.
             * @example 2027-03-14
             */
            data_fim?: string | null;
            /**
             * @description Start time `HH:MM`.
             * @example 19:30
             */
            hora_inicio?: string | null;
            /**
             * @description End time `HH:MM`.
             * @example 02:00
             */
            hora_fim?: string | null;
            /**
             * @description Client of the event (`GET /api/v1/clients`); 422 when unknown.
             * @example 1
             */
            id_cliente?: number | null;
            /**
             * @description Event type (`GET /api/v1/eventtype`); 422 when unknown.
             * @example 1
             */
            id_tipo_evento?: number | null;
            /**
             * @description Location (`GET /api/v1/eventlocation`); 422 when unknown.
             * @example 1
             */
            id_local?: number | null;
            /**
             * @description Seller (`GET /api/v1/seller`); 422 when unknown.
             * @example 1
             */
            id_vendedor?: number | null;
            /**
             * @description How-met source (`GET /api/v1/howmet`); 422 when unknown.
             * @example 2
             */
            id_como_conheceu?: number | null;
            /**
             * @description Expected number of guests.
             * @example 150
             */
            numero_convidados?: number | null;
            /**
             * @description Notes.
             * @example Cerimônia ao ar livre; plano B no salão
             */
            observacoes?: string | null;
            /**
             * @description Further information.
             * @example Buffet completo; DJ até 2h
             */
            informacoes?: string | null;
            /**
             * @description The account's own code for the event.
             * @example CAS-2027-013
             */
            codigo_interno?: string | null;
            /**
             * @description Event name; cannot be cleared.
             * @example Casamento Maria e João Souza
             */
            nome?: string;
            /**
             * Format: date
             * @description Event date; cannot be cleared.
             * @example 2027-03-20
             */
            data_evento?: string;
            /**
             * @description Status.
             * @example REALIZADO
             */
            status?: components["schemas"]["EventStatus"];
            /**
             * @description Move or re-activate the event even where its equipment with `controle_estoque` would have
             *     fewer units than reserved on some day: the change is applied and the shortages are answered
             *     in `faltas` (and recorded as `equipment_overbooked`). Without it such a change is 409
             *     `insufficient_stock` and nothing changes. Not a field of the event: it is never stored.
             * @default false
             * @example false
             */
            permitir_falta?: boolean;
            /**
             * @description ME Eventos compatible: the same as `codigo_interno` (send one of the two, or both with the same value).
             * @example CAS-2027-013
             */
            codigointerno?: string | null;
            /**
             * @description ME Eventos compatible: the same as `id_cliente` (send one of the two, or both with the same value); 0 is none (`id_cliente` `null`); beside `id_cliente` `null` it is the same value, as ME's answers write it.
             * @example 1
             */
            idcliente?: number | null;
            /**
             * @description ME Eventos compatible: the same as `nome` (send one of the two, or both with the same value).
             * @example Casamento Maria e João Souza
             */
            nomeevento?: string;
            /**
             * Format: date
             * @description ME Eventos compatible: the same as `data_evento` (send one of the two, or both with the same value).
             * @example 2027-03-20
             */
            dataevento?: string;
            /**
             * @description ME Eventos compatible: the same as `hora_inicio` (send one of the two, or both with the same value).
             * @example 19:30
             */
            horaevento?: string | null;
            /**
             * @description ME Eventos compatible: the same as `hora_fim` (send one of the two, or both with the same value).
             * @example 02:00
             */
            horaeventofim?: string | null;
            /**
             * @description ME Eventos compatible: the same as `id_local` (send one of the two, or both with the same value); 0 is none (`id_local` `null`); beside `id_local` `null` it is the same value, as ME's answers write it.
             * @example 1
             */
            idlocalevento?: number | null;
            /**
             * @description ME Eventos compatible: the same as `numero_convidados` (send one of the two, or both with the same value); 0 is a value too, and beside `numero_convidados` `null` it is the same value, as ME's answers write it.
             * @example 150
             */
            nconvidados?: number | null;
            /**
             * @description ME Eventos compatible: the same as `numero_convidados` (send one of the two, or both with the same value); 0 is a value too, and beside `numero_convidados` `null` it is the same value, as ME's answers write it.
             * @example 150
             */
            convidados?: number | null;
            /**
             * @description ME Eventos compatible: the same as `id_tipo_evento` (send one of the two, or both with the same value); 0 is none (`id_tipo_evento` `null`); beside `id_tipo_evento` `null` it is the same value, as ME's answers write it.
             * @example 1
             */
            tipoevento?: number | null;
            /**
             * @description ME Eventos compatible: the same as `id_vendedor` (send one of the two, or both with the same value); 0 is none (`id_vendedor` `null`); beside `id_vendedor` `null` it is the same value, as ME's answers write it.
             * @example 1
             */
            idvendedor?: number | null;
            /**
             * @description ME Eventos compatible: the same as `id_como_conheceu` (send one of the two, or both with the same value); 0 is none (`id_como_conheceu` `null`); beside `id_como_conheceu` `null` it is the same value, as ME's answers write it.
             * @example 2
             */
            comoconheceu?: number | null;
            /**
             * @description ME Eventos compatible: the same as `observacoes` (send one of the two, or both with the same value).
             * @example Cerimônia ao ar livre; plano B no salão
             */
            observacao?: string | null;
        };
        EventUpdateResponse: {
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
            /** @example Event 31 updated */
            message: string;
            data: components["schemas"]["EventView"];
            /** @description Sent only when the request had `permitir_falta: true`: the equipment left short, each with its first short day and the units missing (empty when none). */
            faltas?: components["schemas"]["StockShortage"][];
        };
        EventDeletedResponse: {
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
            /** @example Event 31 (Casamento Maria e João) deleted, with 2 guests */
            message: string;
        };
        /** @enum {string} */
        Presenca: "PENDENTE" | "CONFIRMADO" | "CANCELADO";
        /** @enum {string} */
        GuestSortField: "id" | "nome";
        GuestView: {
            /** @example 120 */
            id: number;
            /**
             * @description Event of the guest.
             * @example 31
             */
            id_evento: number;
            /**
             * @description First name.
             * @example Ana
             */
            nome: string;
            /**
             * @description Last name.
             * @example Pereira
             */
            sobrenome: string | null;
            /**
             * @description E-mail.
             * @example ana.pereira@example.com
             */
            email: string | null;
            /**
             * @description Phone, digits only.
             * @example 21998765432
             */
            telefone: string | null;
            /**
             * @description Attendance status.
             * @example PENDENTE
             */
            presenca: components["schemas"]["Presenca"];
            /**
             * @description Gender.
             * @example F
             */
            genero: string | null;
            /**
             * @description Age, as written.
             * @example 30
             */
            idade: string | null;
            /**
             * @description Table.
             * @example 12
             */
            mesa: string | null;
            /**
             * @description Group.
             * @example 2
             */
            id_grupo: number | null;
            /**
             * @description Notes.
             * @example Vegetariana
             */
            observacoes: string | null;
            /**
             * @description Invitation e-mail status.
             * @example ENVIADO
             */
            envio_email: string | null;
            /**
             * @description The user who registered the guest.
             * @example 1
             */
            id_usuario: number | null;
            /**
             * @description ME Eventos' guest token, as sent.
             * @example c9f1a2b4e7d8
             */
            token: string | null;
            /**
             * Format: date
             * @description Registration date (account time zone).
             * @example 2026-11-22
             */
            datacadastro: string;
            /**
             * @description ME Eventos compatible. Event of the guest: the same as `id_evento`.
             * @example 31
             */
            idevento: number;
            /**
             * @description ME Eventos compatible. Group: the same as `id_grupo`.
             * @example 2
             */
            idgrupo: number | null;
            /**
             * @description ME Eventos compatible. Notes: the same as `observacoes`.
             * @example Vegetariana
             */
            texto: string | null;
            /**
             * @description ME Eventos compatible. Invitation e-mail status: the same as `envio_email`.
             * @example ENVIADO
             */
            envioemail: string | null;
            /**
             * @description ME Eventos compatible. The user who registered the guest: the same as `id_usuario`.
             * @example 1
             */
            iduser: number | null;
        };
        GuestPage: {
            data: components["schemas"]["GuestView"][];
            pagination: components["schemas"]["Pagination"];
        };
        CreateGuestDto: {
            /**
             * @description Event of the guest (`GET /api/v1/events`); 422 when unknown. Required (or its alias `idevento`).
             * @example 1
             */
            id_evento?: number;
            /**
             * @description First name.
             * @example Ana
             */
            nome: string;
            /**
             * @description Last name.
             * @example Pereira
             */
            sobrenome?: string | null;
            /**
             * Format: email
             * @description E-mail.
             * @example ana.pereira@example.com
             */
            email?: string | null;
            /**
             * @description Phone with or without punctuation, 8 to 13 digits; stored as digits only.
             * @example (21) 99876-5432
             */
            telefone?: string | null;
            /**
             * @description Attendance; `PENDENTE` when omitted.
             * @default PENDENTE
             * @example CONFIRMADO
             */
            presenca?: components["schemas"]["Presenca"];
            /**
             * @description Gender, as the account writes it (`F`, `M`…).
             * @example F
             */
            genero?: string | null;
            /**
             * @description Age, as written (`30`, `criança`).
             * @example 30
             */
            idade?: string | null;
            /**
             * @description Table assigned to the guest.
             * @example 12
             */
            mesa?: string | null;
            /**
             * @description The guest's group (a number of the account's own; not checked against a list).
             * @example 2
             */
            id_grupo?: number | null;
            /**
             * @description Notes.
             * @example Vegetariana
             */
            observacoes?: string | null;
            /**
             * @description Whether and how the invitation e-mail went, as the account writes it.
             * @example ENVIADO
             */
            envio_email?: string | null;
            /**
             * @description The user who registered the guest (a number of the account's own; not checked against a list).
             * @example 1
             */
            id_usuario?: number | null;
            /**
             * @description A text that identifies the guest (ME Eventos' guest `token`: an invitation or check-in code),
             *     stored and answered as sent. Not generated here, and not checked for uniqueness.
             * @example c9f1a2b4e7d8
             */
            token?: string | null;
            /**
             * @description ME Eventos compatible: the same as `id_evento` (send one of the two, or both with the same value).
             * @example 1
             */
            idevento?: number;
            /**
             * @description ME Eventos compatible: the same as `id_grupo` (send one of the two, or both with the same value).
             * @example 2
             */
            idgrupo?: number | null;
            /**
             * @description ME Eventos compatible: the same as `observacoes` (send one of the two, or both with the same value).
             * @example Vegetariana
             */
            texto?: string | null;
            /**
             * @description ME Eventos compatible: the same as `envio_email` (send one of the two, or both with the same value).
             * @example ENVIADO
             */
            envioemail?: string | null;
            /**
             * @description ME Eventos compatible: the same as `id_usuario` (send one of the two, or both with the same value).
             * @example 1
             */
            iduser?: number | null;
        };
        GuestWriteResponse: {
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
            /** @example Guest 120 created */
            message: string;
            data: components["schemas"]["GuestView"];
        };
        /**
         * @description 2 = service/product, 7 = item/equipment.
         * @enum {number}
         */
        OrderItemTipo: 2 | 7;
        OrderItemDto: {
            /** @description 2 = service/product, 7 = item/equipment. */
            tipo: components["schemas"]["OrderItemTipo"];
            /** @description Item ID inside the order. */
            id: number;
            /** @description Order ID (internal). */
            idpedido: number;
            /** @description Event ID. */
            id_evento: number;
            /** @description Product ID (tipo 2) or equipment ID (tipo 7). */
            id_produto: number;
            /** @description Product/service name. */
            nome: string;
            /** @description Description. */
            descricao: string | null;
            /** @description Quantity. */
            quantidade: number;
            /** @description Number of days. */
            ndias: number;
            /** @description Unit value. */
            valor: number;
            /** @description Sale value. */
            valorvenda: number;
            /** @description Original (catalogue) value. */
            valororiginal: number;
            /** @description Discount value. */
            valordesconto: number;
            /** @description Additional value. */
            valoradd: number;
            /** @description Cost value. */
            valorcusto: number;
            /** @description (valorvenda × quantidade × ndias) − valordesconto + valoradd, unless overridden. */
            valortotal: number;
            /** @description Display order. */
            ordem: number;
            /** @description Registration date `YYYY-MM-DD`. */
            datacadastro: string;
            /** @description Seller ID. */
            id_vendedor: number | null;
            /** @description Client ID. */
            id_cliente: number | null;
            /** @description Sequential number of the order in the event. */
            numero_pedido: number;
            /** @description Full number `<event_id>-<sequence>`. */
            numero_pedido_completo: string;
            /** @description Event name. */
            nomeevento: string;
        };
        BudgetItemDto: {
            /** @enum {string} */
            tipo: "produto" | "item";
            /**
             * @description Equipment lines (`tipo` `item`) of a budget with an event, in the reads (`GET /api/v1/budgets/{id}`,
             *     `GET /api/v1/orders?idorcamento=`): the fewest units of the equipment free on the event's days
             *     (stock minus what event orders reserve; negative when overbooked). Null for products and
             *     without an event. Budgets themselves reserve nothing.
             * @example 20
             */
            disponivel?: number | null;
            id: number;
            idproduto: number;
            idorcamento: number;
            /** @description Event ID; 0 when the budget has no event. */
            idevento: number;
            quantidade: number;
            desconto: number;
            /** @description `R$` (amount) or `%` (percentage): how `desconto` is read. */
            tipocalculo: string;
            valor: number;
            /** @description Catalogue value at the time. */
            valorepoca: number;
            valoradd: number;
            campoextra: string | null;
            descricao: string | null;
            ordem: number;
            ndias: number;
            formato: string | null;
            datacadastro: string;
            nome_produto: string;
            medida: string | null;
        };
        CreatedOrderItemDto: {
            id: number;
            idpedido: number;
            id_evento: number;
            id_produto: number;
            nome: string;
            quantidade: number;
            valor: number;
            tipo: number;
            numero_pedido_completo: string;
        };
        AddedOrderItemDto: {
            id: number;
            nome: string;
            quantidade: number;
            tipo: number;
        };
        OrderItemPagination: {
            /**
             * @description Current page (from 1).
             * @example 1
             */
            page: number;
            /**
             * @description The `limit` applied.
             * @example 100
             */
            page_size: number;
            /**
             * @description ceil(total_data / page_size); 0 when there is no data.
             * @example 3
             */
            total_page: number;
            /**
             * @description Number of records matching the filters.
             * @example 245
             */
            total_data: number;
            /**
             * @description Event-order queries: send it as `cursor` (same filters and sort) for the next page; null on
             *     the last page. Absent on budget queries.
             * @example WzEsImlkIiwiYXNjIiwxMDEsMTAxLDJd
             */
            next_cursor?: string | null;
        };
        OrderItemListDto: {
            /** @description Order items, or budget items when `idorcamento` was given. */
            data: (components["schemas"]["OrderItemDto"] | components["schemas"]["BudgetItemDto"])[];
            pagination: components["schemas"]["OrderItemPagination"];
        };
        CreateOrderItemDto: {
            /**
             * @description Service/product ID (the item becomes tipo 2). Send exactly one of `id_produto` / `id_item`.
             * @example 1
             */
            id_produto?: number;
            /**
             * @description Equipment/stock item ID (the item becomes tipo 7). Send exactly one of `id_produto` / `id_item`.
             * @example 1
             */
            id_item?: number;
            /**
             * @description Quantity (default 1, up to 3 decimals).
             * @default 1
             * @example 2
             */
            quantidade?: number;
            /**
             * @description Number of days (default 1, up to 3 decimals).
             * @default 1
             * @example 1
             */
            ndias?: number;
            /**
             * @description Unit value; taken from the catalogue if omitted. Also becomes `valorvenda`.
             * @example 150.5
             */
            valor?: number;
            /**
             * @description Cost value; taken from the catalogue if omitted.
             * @example 80
             */
            valorcusto?: number;
            /**
             * @description Description; `null` is the same as omitting it (no description).
             * @example Mesa redonda com toalha
             */
            descricao?: string | null;
            /**
             * @description Name; taken from the catalogue if omitted.
             * @example Mesa redonda
             */
            nome?: string;
            /** @description 2 or 7; detected from `id_produto` / `id_item`. When sent it must agree with them. */
            tipo?: components["schemas"]["OrderItemTipo"];
            /**
             * @description Seller ID; defaults to the seller of the event.
             * @example 1
             */
            id_vendedor?: number;
            /**
             * @description Client of this item; must exist in the account (also when adding to an existing order).
             *     Defaults to the body's `id_cliente`, then to the client of the order.
             * @example 1
             */
            id_cliente?: number;
            /**
             * @description Display order (0 to 1000000000); when omitted it continues after the order's highest.
             * @example 1
             */
            ordem?: number;
        };
        CreateOrderDto: {
            /**
             * @description Event ID.
             * @example 1
             */
            id_evento: number;
            /** @description Existing order (numeric ID or `<event_id>-<sequence>`); omitted means create a new order. */
            idpedido?: string | number;
            /**
             * @description Client; must exist in the account, also when adding to an existing order. For a new order
             *     it becomes the order's client (default: the client of the event). It is also the default
             *     client of the items of this request, winning over the order's client (an item's own
             *     `id_cliente` wins over it). It never changes the client of an existing order.
             * @example 1
             */
            id_cliente?: number;
            /** @description Items to add (at most 500 per request). */
            itens?: components["schemas"]["CreateOrderItemDto"][];
            /**
             * @description Book equipment with `controle_estoque` even where it leaves fewer units than reserved on some
             *     day: the write is applied and the shortages are answered in `faltas` (and recorded as
             *     `equipment_overbooked`). Without it such a write is 409 `insufficient_stock` and nothing changes.
             * @default false
             * @example false
             */
            permitir_falta?: boolean;
        };
        CreatedOrderDataDto: {
            /**
             * @description `<event_id>-<sequence>`; only for a new order.
             * @example 12-3
             */
            numero?: string;
            /**
             * @description Sequence of the new order in its event; only for a new order.
             * @example 3
             */
            sequencial?: number;
            /** @description Created items (new order: `CreatedOrderItemDto`; added to an existing order: `AddedOrderItemDto`). Absent for a new order without items. */
            itens?: (components["schemas"]["CreatedOrderItemDto"] | components["schemas"]["AddedOrderItemDto"])[];
            idpedido: number;
            id_evento: number;
        };
        CreateOrderResponseDto: {
            /** @example success */
            status: string;
            /** @example Order 12-3 created; 2 items added */
            message: string;
            /** @description Present (empty) when items were sent; absent for a new order without items. */
            errors?: components["schemas"]["FieldErrorDto"][];
            /** @description Sent only when the request had `permitir_falta: true`: the equipment left short, each with its first short day and the units missing (empty when none). */
            faltas?: components["schemas"]["StockShortage"][];
            data: components["schemas"]["CreatedOrderDataDto"];
        };
        EditOrderItemDto: {
            /**
             * @description Item ID; must belong to the order in the URL.
             * @example 2
             */
            id: number;
            /**
             * @description New quantity.
             * @example 3
             */
            quantidade?: number;
            /**
             * @description New number of days.
             * @example 1.5
             */
            ndias?: number;
            /**
             * @description New description; `null` clears it.
             * @example Com montagem
             */
            descricao?: string | null;
            /**
             * @description New unit sale value: how the value of an existing item is corrected (no need to delete and re-add it).
             * @example 10.1
             */
            valorvenda?: number;
            /**
             * @description New discount value.
             * @example 0.05
             */
            valordesconto?: number;
            /**
             * @description New additional value.
             * @example 0.1
             */
            valoradd?: number;
            /**
             * @description Item total, replacing the calculation; not valid alone (send another editable field with it).
             * @example 45.5
             */
            valortotal?: number;
        };
        EditOrderItemsDto: {
            /** @description Items to edit (at most 500 per request). */
            itens: components["schemas"]["EditOrderItemDto"][];
            /**
             * @description Book equipment with `controle_estoque` even where it leaves fewer units than reserved on some
             *     day: the write is applied and the shortages are answered in `faltas` (and recorded as
             *     `equipment_overbooked`). Without it such a write is 409 `insufficient_stock` and nothing changes.
             * @default false
             * @example false
             */
            permitir_falta?: boolean;
        };
        EditedOrderItemDto: {
            id: number;
            idpedido: number;
            id_evento: number;
            nome: string;
            numero_pedido_completo: string;
            quantidade: number;
            ndias: number;
            descricao: string | null;
            valor: number;
            valorvenda: number;
            valordesconto: number;
            valoradd: number;
            valortotal: number;
        };
        EditOrderItemsResponseDto: {
            /** @example success */
            status: string;
            /** @example 2 items updated in order 12-3 */
            message: string;
            errors: components["schemas"]["FieldErrorDto"][];
            /** @description Sent only when the request had `permitir_falta: true`: the equipment left short, each with its first short day and the units missing (empty when none). */
            faltas?: components["schemas"]["StockShortage"][];
            data: components["schemas"]["EditedOrderItemDto"][];
        };
        DeleteOrderResponseDto: {
            /** @example success */
            status: string;
            /** @example Order 12-3 deleted with its 4 items */
            message: string;
        };
        DeleteOrderItemsDto: {
            /**
             * @description IDs of the items to delete (at most 500 per request); each must belong to the order in the URL.
             * @example [
             *       4
             *     ]
             */
            itens: number[];
        };
        DeleteOrderItemsResponseDto: {
            /** @example success */
            status: string;
            /** @example 2 items deleted from order 12-3 */
            message: string;
            /**
             * @example [
             *       101,
             *       102
             *     ]
             */
            deleted: number[];
            errors: components["schemas"]["FieldErrorDto"][];
        };
        /** @enum {string} */
        BudgetStatus: "ABERTO" | "APROVADO" | "RECUSADO" | "CANCELADO";
        /** @enum {string} */
        BudgetSortField: "id" | "datacadastro" | "status" | "valorinicial" | "id_cliente" | "idevento" | "lastFollowUp" | "nome_evento" | "data_evento" | "nomeevento" | "dataevento" | "datadecadastro";
        BudgetSummaryDto: {
            status: components["schemas"]["BudgetStatus"];
            /**
             * @description Current proposal `<budget_id>-<sequence>`.
             * @example 5-1
             */
            proposta: string;
            /**
             * @description The address of the proposal's public page (no API token): send it to the client.
             * @example /p/2b4Hq0wqU3c2Qm0G1m7c3k2mZK9wQeS1
             */
            link_proposta: string;
            id: number;
            /** @description Client of the budget. */
            id_cliente: number | null;
            /** @description Event of the budget. */
            idevento: number | null;
            /** @description Public key of the budget (random, unguessable). */
            token: string;
            /** @description Total of the first proposal when the budget was created. */
            valorinicial: number;
            /** @description Date of the last follow-up `YYYY-MM-DD`. */
            lastFollowUp: string | null;
            observacoes: string | null;
            /** @description Registration date `YYYY-MM-DD`. */
            datacadastro: string;
            /** @description A lead's event name. */
            nome_evento: string | null;
            /** @description A lead's event date. */
            data_evento: string | null;
            /** @description A lead's event type. */
            id_tipo_evento: number | null;
            /** @description How the lead met the house. */
            id_como_conheceu: number | null;
            /** @description The seller. */
            id_vendedor: number | null;
            /** @description A lead's expected guests. */
            numero_convidados: number | null;
            /** @description The lead's message. */
            mensagem: string | null;
            /** @description The account's own code for the budget. */
            codigo_interno: string | null;
            /** @description The last day the client can answer the proposal. */
            validade: string | null;
            /** @description The event's place (`GET /api/v1/eventlocation`). */
            id_local: number | null;
            /** @description Payment terms: the deposit, a percentage of the total. */
            entrada_percentual: number | null;
            /** @description Payment terms: monthly installments of what the deposit leaves. */
            parcelas: number | null;
            /** @description Payment terms: the first installment's due date. */
            primeiro_vencimento: string | null;
            /** @description Payment terms: how the receivables are paid. */
            forma_pagamento: string | null;
            /** @description Payment terms: issue the deposit's charge through the account's default gateway on acceptance. */
            cobrar_entrada: boolean;
            /**
             * @description ME Eventos compatible. The budget (`id`).
             * @example 5
             */
            idorcamento: number;
            /**
             * @description ME Eventos compatible. Client of the budget (`id_cliente`); 0 without one.
             * @example 7
             */
            idcliente: number;
            /**
             * @description ME Eventos compatible. The client's name; empty without a client.
             * @example Maria da Silva
             */
            nomeCliente: string;
            /**
             * @description ME Eventos compatible. The client's name, as ME's lead body names it (`nome`); empty without a client.
             * @example Maria da Silva
             */
            nome: string;
            /**
             * @description ME Eventos compatible. The client's e-mail, as ME's lead body names it; empty without a client or an e-mail.
             * @example maria@example.com
             */
            email: string;
            /**
             * @description ME Eventos compatible. The lead's event name (`nome_evento`); empty when not set.
             * @example Casamento Maria e João
             */
            nomeevento: string;
            /**
             * @description ME Eventos compatible. The lead's event name (`nome_evento`), as ME's lead names it; empty when not set.
             * @example Casamento Maria e João
             */
            nomedoevento: string;
            /**
             * @description ME Eventos compatible. The lead's event date `YYYY-MM-DD` (`data_evento`); empty when not set.
             * @example 2027-05-01
             */
            dataevento: string;
            /**
             * @description ME Eventos compatible. The lead's event type (`id_tipo_evento`), as ME's lead takes it; 0 without one.
             * @example 1
             */
            tipoevento: number;
            /**
             * @description ME Eventos compatible. The event type's name; empty without a type.
             * @example Casamento
             */
            tipoEvento: string;
            /**
             * @description ME Eventos compatible. How the lead met the house (`id_como_conheceu`); 0 when not set.
             * @example 2
             */
            comoconheceu: number;
            /**
             * @description ME Eventos compatible. The seller (`id_vendedor`); 0 without one.
             * @example 1
             */
            idvendedor: number;
            /**
             * @description ME Eventos compatible. The lead's expected guests (`numero_convidados`); 0 when not set.
             * @example 100
             */
            numeroconvidados: number;
            /**
             * @description ME Eventos compatible. The same count, as ME's events name it; 0 when not set.
             * @example 100
             */
            convidados: number;
            /**
             * @description ME Eventos compatible. Notes (`observacoes`); empty when not set.
             * @example Prefere sábado
             */
            observacao: string;
            /**
             * @description ME Eventos compatible. The account's code for the budget (`codigo_interno`); empty when not set.
             * @example LEAD-42
             */
            codigointerno: string;
            /**
             * Format: date
             * @description ME Eventos compatible. Registration date (`datacadastro`).
             * @example 2026-11-22
             */
            datadecadastro: string;
        };
        BudgetListDto: {
            data: components["schemas"]["BudgetSummaryDto"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @enum {string} */
        BudgetAnswerDecision: "aceita" | "recusada";
        /**
         * @description `pagina`: the client on the proposal page; `api`: recorded by the company (taken by phone).
         * @enum {string}
         */
        BudgetAnswerChannel: "pagina" | "api";
        BudgetAnswerDto: {
            decisao: components["schemas"]["BudgetAnswerDecision"];
            /** @description `pagina`: the client on the proposal page; `api`: recorded by the company (taken by phone). */
            canal: components["schemas"]["BudgetAnswerChannel"];
            /**
             * @description The proposal answered.
             * @example 5-1
             */
            proposta: string;
            /**
             * @description SHA-256 (hex) of the canonical content of the version answered.
             * @example a3f1c9…
             */
            versao: string;
            /** @description Full name of who answered (an acceptance). */
            nome: string | null;
            /** @description CPF of who answered, 11 digits (an acceptance). */
            cpf: string | null;
            /** @description A refusal's reason. */
            motivo: string | null;
            /** @description The client's network address (the page). */
            endereco: string | null;
            /** @description The client's browser (the page). */
            user_agent: string | null;
            /** @description The API token that recorded it (`api`). */
            id_token: number | null;
            /** @description When, ISO 8601 UTC. */
            respondido_em: string;
            /** @description The event the acceptance booked. */
            idevento: number | null;
            /** @description The order the acceptance booked, `<event_id>-<sequence>`. */
            pedido: string | null;
            /** @description The deposit's receivable, when the terms have one. */
            id_lancamento_entrada: number | null;
        };
        BudgetProposalDto: {
            /** @example 5-1 */
            proposta: string;
            datacadastro: string;
        };
        BudgetFollowUpDto: {
            id: number;
            /** @description Date of the contact. */
            data: string;
            /** @description What was said or done. */
            texto: string;
            /** @description When to contact the lead again. */
            proximo_contato: string | null;
            /** @description When it was recorded. */
            datacadastro: string;
        };
        BudgetViewDto: {
            status: components["schemas"]["BudgetStatus"];
            /**
             * @description Current proposal `<budget_id>-<sequence>`.
             * @example 5-1
             */
            proposta: string;
            /**
             * @description The address of the proposal's public page (no API token): send it to the client.
             * @example /p/2b4Hq0wqU3c2Qm0G1m7c3k2mZK9wQeS1
             */
            link_proposta: string;
            id: number;
            /** @description Client of the budget. */
            id_cliente: number | null;
            /** @description Event of the budget. */
            idevento: number | null;
            /** @description Public key of the budget (random, unguessable). */
            token: string;
            /** @description Total of the first proposal when the budget was created. */
            valorinicial: number;
            /** @description Date of the last follow-up `YYYY-MM-DD`. */
            lastFollowUp: string | null;
            observacoes: string | null;
            /** @description Registration date `YYYY-MM-DD`. */
            datacadastro: string;
            /** @description A lead's event name. */
            nome_evento: string | null;
            /** @description A lead's event date. */
            data_evento: string | null;
            /** @description A lead's event type. */
            id_tipo_evento: number | null;
            /** @description How the lead met the house. */
            id_como_conheceu: number | null;
            /** @description The seller. */
            id_vendedor: number | null;
            /** @description A lead's expected guests. */
            numero_convidados: number | null;
            /** @description The lead's message. */
            mensagem: string | null;
            /** @description The account's own code for the budget. */
            codigo_interno: string | null;
            /** @description The last day the client can answer the proposal. */
            validade: string | null;
            /** @description The event's place (`GET /api/v1/eventlocation`). */
            id_local: number | null;
            /** @description Payment terms: the deposit, a percentage of the total. */
            entrada_percentual: number | null;
            /** @description Payment terms: monthly installments of what the deposit leaves. */
            parcelas: number | null;
            /** @description Payment terms: the first installment's due date. */
            primeiro_vencimento: string | null;
            /** @description Payment terms: how the receivables are paid. */
            forma_pagamento: string | null;
            /** @description Payment terms: issue the deposit's charge through the account's default gateway on acceptance. */
            cobrar_entrada: boolean;
            /** @description SHA-256 (hex) of the current proposal version's canonical content: an answer names the version it read. */
            versao: string;
            /** @description The acceptance (at most one), or null. */
            aceite: components["schemas"]["BudgetAnswerDto"] | null;
            /** @description Every answer, oldest first. */
            respostas: components["schemas"]["BudgetAnswerDto"][];
            /** @description Total of the current proposal's items. */
            valortotal: number;
            /** @description Every proposal, oldest first. */
            propostas: components["schemas"]["BudgetProposalDto"][];
            /** @description Items of the current proposal. */
            itens: components["schemas"]["BudgetItemDto"][];
            /** @description The follow-ups, by date (`lastFollowUp` is the latest date). */
            followups: components["schemas"]["BudgetFollowUpDto"][];
            /**
             * @description ME Eventos compatible. The budget (`id`).
             * @example 5
             */
            idorcamento: number;
            /**
             * @description ME Eventos compatible. Client of the budget (`id_cliente`); 0 without one.
             * @example 7
             */
            idcliente: number;
            /**
             * @description ME Eventos compatible. The client's name; empty without a client.
             * @example Maria da Silva
             */
            nomeCliente: string;
            /**
             * @description ME Eventos compatible. The client's name, as ME's lead body names it (`nome`); empty without a client.
             * @example Maria da Silva
             */
            nome: string;
            /**
             * @description ME Eventos compatible. The client's e-mail, as ME's lead body names it; empty without a client or an e-mail.
             * @example maria@example.com
             */
            email: string;
            /**
             * @description ME Eventos compatible. The lead's event name (`nome_evento`); empty when not set.
             * @example Casamento Maria e João
             */
            nomeevento: string;
            /**
             * @description ME Eventos compatible. The lead's event name (`nome_evento`), as ME's lead names it; empty when not set.
             * @example Casamento Maria e João
             */
            nomedoevento: string;
            /**
             * @description ME Eventos compatible. The lead's event date `YYYY-MM-DD` (`data_evento`); empty when not set.
             * @example 2027-05-01
             */
            dataevento: string;
            /**
             * @description ME Eventos compatible. The lead's event type (`id_tipo_evento`), as ME's lead takes it; 0 without one.
             * @example 1
             */
            tipoevento: number;
            /**
             * @description ME Eventos compatible. The event type's name; empty without a type.
             * @example Casamento
             */
            tipoEvento: string;
            /**
             * @description ME Eventos compatible. How the lead met the house (`id_como_conheceu`); 0 when not set.
             * @example 2
             */
            comoconheceu: number;
            /**
             * @description ME Eventos compatible. The seller (`id_vendedor`); 0 without one.
             * @example 1
             */
            idvendedor: number;
            /**
             * @description ME Eventos compatible. The lead's expected guests (`numero_convidados`); 0 when not set.
             * @example 100
             */
            numeroconvidados: number;
            /**
             * @description ME Eventos compatible. The same count, as ME's events name it; 0 when not set.
             * @example 100
             */
            convidados: number;
            /**
             * @description ME Eventos compatible. Notes (`observacoes`); empty when not set.
             * @example Prefere sábado
             */
            observacao: string;
            /**
             * @description ME Eventos compatible. The account's code for the budget (`codigo_interno`); empty when not set.
             * @example LEAD-42
             */
            codigointerno: string;
            /**
             * Format: date
             * @description ME Eventos compatible. Registration date (`datacadastro`).
             * @example 2026-11-22
             */
            datadecadastro: string;
        };
        /**
         * @description `produto` (products and services) or `item` (equipment).
         * @enum {string}
         */
        BudgetItemTipo: "produto" | "item";
        /**
         * @description `R$` (default): `desconto` is an amount; `%`: a percentage (at most 100).
         * @enum {string}
         */
        BudgetTipoCalculo: "R$" | "%";
        BudgetItemInputDto: {
            /**
             * @description Product ID (`tipo` `produto`) or equipment ID (`tipo` `item`).
             * @example 1
             */
            idproduto: number;
            /** @description `produto` (products and services) or `item` (equipment). */
            tipo: components["schemas"]["BudgetItemTipo"];
            /**
             * @description Quantity, default 1.
             * @default 1
             * @example 2
             */
            quantidade?: number;
            /**
             * @description Number of days, default 1.
             * @default 1
             * @example 1
             */
            ndias?: number;
            /**
             * @description Unit value; the catalogue value when omitted (`valorepoca` always keeps the catalogue value).
             * @example 150
             */
            valor?: number;
            /**
             * @description Discount, read as `tipocalculo` says. Default 0.
             * @example 10
             */
            desconto?: number;
            /**
             * @description Additional value. Default 0.
             * @example 0
             */
            valoradd?: number;
            /**
             * @description `R$` (default): `desconto` is an amount; `%`: a percentage (at most 100).
             * @default R$
             */
            tipocalculo?: components["schemas"]["BudgetTipoCalculo"];
            /** @description Description. */
            descricao?: string;
            /** @description Extra field, free text. */
            campoextra?: string;
            /** @description Format, free text. */
            formato?: string;
            /** @description Display order (0 to 1000000000); continues after the highest when omitted. */
            ordem?: number;
        };
        CreateBudgetDto: {
            /**
             * Format: date
             * @description The last day the client can answer the proposal (its page says so after it); none: no limit.
             * @example 2026-12-31
             */
            validade?: string | null;
            /**
             * @description The event's place (`GET /api/v1/eventlocation`; 422 when unknown); the event an acceptance creates takes it.
             * @example 1
             */
            id_local?: number | null;
            /**
             * @description Payment terms: the deposit, a percentage of the total (0 to 100, two places), due on the day of acceptance. None: no deposit.
             * @example 30
             */
            entrada_percentual?: number | null;
            /**
             * @description Payment terms: monthly installments of what the deposit leaves (1 to 60; default 1).
             * @example 3
             */
            parcelas?: number | null;
            /**
             * Format: date
             * @description Payment terms: the first installment's due date (default: the event's date, or the day of acceptance when that has passed).
             * @example 2027-01-10
             */
            primeiro_vencimento?: string | null;
            /**
             * @description Payment terms: how the receivables are paid (default `boleto`). Not `cartao_credito`: a card
             *     receivable names the account's card, which a proposal cannot choose (a card payment is taken
             *     through the deposit's charge).
             * @example pix
             * @enum {string|null}
             */
            forma_pagamento?: "dinheiro" | "pix" | "boleto" | "cartao_debito" | "transferencia" | null;
            /**
             * @description Payment terms: when the proposal is accepted, issue the deposit's charge through the account's
             *     default gateway (a Pix code or a boleto link shown to the client); nothing is issued when the
             *     account's default gateway is `manual`. Default false.
             * @default false
             * @example true
             */
            cobrar_entrada?: boolean;
            /**
             * @description Client of the budget; defaults to the event's client.
             * @example 1
             */
            id_cliente?: number;
            /**
             * @description Event the budget is for.
             * @example 1
             */
            idevento?: number;
            /** @description Notes. */
            observacoes?: string;
            /**
             * @description Date of the last follow-up `YYYY-MM-DD`.
             * @example 2026-11-20
             */
            lastFollowUp?: string;
            /**
             * @description A lead's name. With `nome`, `email`, `telefone` or `documento` (and no `id_cliente`) the
             *     budget is a lead from a web form: its client is the account's client with that document,
             *     else with that e-mail, else a new client made of them (`nome` then required).
             * @example Maria Souza
             */
            nome?: string;
            /**
             * Format: email
             * @description A lead's e-mail (finds the client, or is the new client's).
             * @example maria@example.com
             */
            email?: string;
            /**
             * @description A lead's phone (the new client's).
             * @example (31) 99988-5544
             */
            telefone?: string;
            /**
             * @description A lead's CPF or CNPJ (finds the client, or is the new client's).
             * @example 529.982.247-25
             */
            documento?: string;
            /**
             * @description A lead's event name.
             * @example Casamento Maria e João
             */
            nome_evento?: string;
            /**
             * Format: date
             * @description A lead's event date.
             * @example 2027-05-01
             */
            data_evento?: string;
            /**
             * @description A lead's event type (`GET /api/v1/eventtype`; 422 when unknown).
             * @example 1
             */
            id_tipo_evento?: number;
            /**
             * @description How the lead met the house (`GET /api/v1/howmet`; 422 when unknown).
             * @example 2
             */
            id_como_conheceu?: number;
            /**
             * @description The seller (`GET /api/v1/seller`; 422 when unknown).
             * @example 1
             */
            id_vendedor?: number;
            /**
             * @description A lead's expected guests.
             * @example 100
             */
            numero_convidados?: number;
            /**
             * @description The lead's message.
             * @example Gostaria de um orçamento para 100 pessoas
             */
            mensagem?: string;
            /**
             * @description The account's own code for the budget.
             * @example LEAD-42
             */
            codigo_interno?: string;
            /** @description Items of the first proposal (`<budget_id>-1`), at most 500; a lead may have none. */
            itens?: components["schemas"]["BudgetItemInputDto"][];
            /**
             * Format: date
             * @description ME Eventos compatible: the same as `data_evento` (send one of the two, or both with the same value).
             * @example 2027-05-01
             */
            dataevento?: string;
            /**
             * @description ME Eventos compatible: the same as `id_tipo_evento` (send one of the two, or both with the same value); 0 is none: alone, the field left out; beside `id_tipo_evento` `null` it is the same value, as ME's answers write it.
             * @example 1
             */
            tipoevento?: number;
            /**
             * @description ME Eventos compatible: the same as `id_como_conheceu` (send one of the two, or both with the same value); 0 is none: alone, the field left out; beside `id_como_conheceu` `null` it is the same value, as ME's answers write it.
             * @example 2
             */
            comoconheceu?: number;
            /**
             * @description ME Eventos compatible: the same as `id_vendedor` (send one of the two, or both with the same value); 0 is none: alone, the field left out; beside `id_vendedor` `null` it is the same value, as ME's answers write it.
             * @example 1
             */
            idvendedor?: number;
            /**
             * @description ME Eventos compatible: the same as `numero_convidados` (send one of the two, or both with the same value); 0 is a value too, and beside `numero_convidados` `null` it is the same value, as ME's answers write it.
             * @example 100
             */
            numeroconvidados?: number;
            /** @description ME Eventos compatible: the same as `observacoes` (send one of the two, or both with the same value). */
            observacao?: string;
            /**
             * @description ME Eventos compatible: the same as `codigo_interno` (send one of the two, or both with the same value).
             * @example LEAD-42
             */
            codigointerno?: string;
            /**
             * @description ME Eventos compatible: the same as `nome_evento` (send one of the two, or both with the same value).
             * @example Casamento Maria e João
             */
            nomedoevento?: string;
            /**
             * @description ME Eventos compatible: the same as `telefone` (send one of the two, or both with the same value).
             * @example (31) 99988-5544
             */
            celular?: string;
            /**
             * @description ME Eventos compatible: the same as `documento` (send one of the two, or both with the same value).
             * @example 529.982.247-25
             */
            cpf?: string;
            /**
             * @description ME Eventos compatible: the same as `documento` (send one of the two, or both with the same value).
             * @example 529.982.247-25
             */
            cnpjpj?: string;
            /** @description ME Eventos compatible: the same as `proximo_contato` (send one of the two, or both with the same value). */
            proximocontato?: unknown;
        };
        BudgetWriteResponseDto: {
            /** @example success */
            status: string;
            /** @example Budget 5 created with proposal 5-1 and 2 items */
            message: string;
            data: components["schemas"]["BudgetViewDto"];
        };
        FollowUpDto: {
            /**
             * Format: date
             * @description Date of the contact `YYYY-MM-DD`; today (account time zone) when omitted.
             * @example 2026-11-27
             */
            data?: string;
            /**
             * @description What was said or done.
             * @example Liguei; pediu a proposta por e-mail
             */
            texto: string;
            /**
             * Format: date
             * @description When to contact the lead again `YYYY-MM-DD`.
             * @example 2026-12-04
             */
            proximo_contato?: string;
            /** @description ME Eventos compatible: the same as `data_evento` (send one of the two, or both with the same value). */
            dataevento?: unknown;
            /** @description ME Eventos compatible: the same as `id_tipo_evento` (send one of the two, or both with the same value); 0 is none: alone, the field left out; beside `id_tipo_evento` `null` it is the same value, as ME's answers write it. */
            tipoevento?: unknown;
            /** @description ME Eventos compatible: the same as `id_como_conheceu` (send one of the two, or both with the same value); 0 is none: alone, the field left out; beside `id_como_conheceu` `null` it is the same value, as ME's answers write it. */
            comoconheceu?: unknown;
            /** @description ME Eventos compatible: the same as `id_vendedor` (send one of the two, or both with the same value); 0 is none: alone, the field left out; beside `id_vendedor` `null` it is the same value, as ME's answers write it. */
            idvendedor?: unknown;
            /** @description ME Eventos compatible: the same as `numero_convidados` (send one of the two, or both with the same value); 0 is a value too, and beside `numero_convidados` `null` it is the same value, as ME's answers write it. */
            numeroconvidados?: unknown;
            /** @description ME Eventos compatible: the same as `observacoes` (send one of the two, or both with the same value). */
            observacao?: unknown;
            /** @description ME Eventos compatible: the same as `codigo_interno` (send one of the two, or both with the same value). */
            codigointerno?: unknown;
            /** @description ME Eventos compatible: the same as `nome_evento` (send one of the two, or both with the same value). */
            nomedoevento?: unknown;
            /** @description ME Eventos compatible: the same as `telefone` (send one of the two, or both with the same value). */
            celular?: unknown;
            /** @description ME Eventos compatible: the same as `documento` (send one of the two, or both with the same value). */
            cpf?: unknown;
            /** @description ME Eventos compatible: the same as `documento` (send one of the two, or both with the same value). */
            cnpjpj?: unknown;
            /**
             * Format: date
             * @description ME Eventos compatible: the same as `proximo_contato` (send one of the two, or both with the same value).
             * @example 2026-12-04
             */
            proximocontato?: string;
        };
        UpdateBudgetDto: {
            /**
             * Format: date
             * @description The last day the client can answer the proposal (its page says so after it); none: no limit.
             * @example 2026-12-31
             */
            validade?: string | null;
            /**
             * @description The event's place (`GET /api/v1/eventlocation`; 422 when unknown); the event an acceptance creates takes it.
             * @example 1
             */
            id_local?: number | null;
            /**
             * @description Payment terms: the deposit, a percentage of the total (0 to 100, two places), due on the day of acceptance. None: no deposit.
             * @example 30
             */
            entrada_percentual?: number | null;
            /**
             * @description Payment terms: monthly installments of what the deposit leaves (1 to 60; default 1).
             * @example 3
             */
            parcelas?: number | null;
            /**
             * Format: date
             * @description Payment terms: the first installment's due date (default: the event's date, or the day of acceptance when that has passed).
             * @example 2027-01-10
             */
            primeiro_vencimento?: string | null;
            /**
             * @description Payment terms: how the receivables are paid (default `boleto`). Not `cartao_credito`: a card
             *     receivable names the account's card, which a proposal cannot choose (a card payment is taken
             *     through the deposit's charge).
             * @example pix
             * @enum {string|null}
             */
            forma_pagamento?: "dinheiro" | "pix" | "boleto" | "cartao_debito" | "transferencia" | null;
            /**
             * @description Payment terms: when the proposal is accepted, issue the deposit's charge through the account's
             *     default gateway (a Pix code or a boleto link shown to the client); nothing is issued when the
             *     account's default gateway is `manual`. Default false.
             * @default false
             * @example true
             */
            cobrar_entrada?: boolean;
            /**
             * @description Client of the budget.
             * @example 1
             */
            id_cliente?: number;
            /**
             * @description Event of the budget; `null` unlinks it.
             * @example 1
             */
            idevento?: number | null;
            /** @description Status. */
            status?: components["schemas"]["BudgetStatus"];
            /** @description Notes; `null` clears them (`""` is the field left out, as for every optional text). */
            observacoes?: string | null;
            /**
             * @description Date of the last follow-up `YYYY-MM-DD`; `null` clears it.
             * @example 2026-11-21
             */
            lastFollowUp?: string | null;
            /**
             * @description Start a new proposal `<budget_id>-<n+1>`, which becomes the current one; it holds `itens` when sent, else a copy of the current proposal's items.
             * @default false
             */
            nova_proposta?: boolean;
            /** @description Replaces the items of the current proposal (or fills the new one with `nova_proposta`); at most 500. */
            itens?: components["schemas"]["BudgetItemInputDto"][];
        };
        BudgetDeleteResponseDto: {
            /** @example success */
            status: string;
            /** @example Budget 5 deleted with its 2 proposal(s) */
            message: string;
        };
        EquipmentAvailabilitySummary: {
            /** @example 2 */
            id: number;
            /** @example Cadeira Tiffany */
            nome: string;
            /** @example 320 */
            estoque: number;
            /** @example true */
            controle_estoque: boolean;
            /**
             * @description The fewest units free on any day of the period (negative when overbooked).
             * @example 20
             */
            disponivel: number;
            /**
             * Format: date
             * @description The first day on which that minimum occurs.
             * @example 2027-06-12
             */
            dia: string;
            /**
             * @description Units reserved on that day.
             * @example 300
             */
            reservado: number;
        };
        EquipmentAvailabilityPage: {
            data: components["schemas"]["EquipmentAvailabilitySummary"][];
            pagination: components["schemas"]["Pagination"];
        };
        AvailabilityHolder: {
            /**
             * @description Event ID.
             * @example 1
             */
            idevento: number;
            /**
             * @description Event name.
             * @example Casamento Ana e Bruno
             */
            nomeevento: string;
            /**
             * @description Units the event's orders hold.
             * @example 300
             */
            quantidade: number;
        };
        AvailabilityDay: {
            /**
             * Format: date
             * @example 2027-06-12
             */
            dia: string;
            /**
             * @description Units reserved on the day (by events not cancelled).
             * @example 300
             */
            reservado: number;
            /**
             * @description `estoque` − `reservado`: negative when the day is overbooked.
             * @example 20
             */
            disponivel: number;
            /** @description The events holding it, by event ID. */
            eventos: components["schemas"]["AvailabilityHolder"][];
        };
        EquipmentAvailability: {
            /** @example 2 */
            id: number;
            /** @example Cadeira Tiffany */
            nome: string;
            /**
             * @description Units in stock.
             * @example 320
             */
            estoque: number;
            /**
             * @description Whether stock is enforced on writes.
             * @example true
             */
            controle_estoque: boolean;
            /**
             * Format: date
             * @example 2027-06-12
             */
            start: string;
            /**
             * Format: date
             * @example 2027-06-14
             */
            end: string;
            /** @description Every day of the period, in order. */
            dias: components["schemas"]["AvailabilityDay"][];
        };
        /** @enum {string} */
        EntryTipo: "receita" | "despesa";
        /** @enum {string} */
        EntryStatus: "aberto" | "vencido" | "pago";
        /** @enum {string} */
        FormaPagamento: "dinheiro" | "pix" | "boleto" | "cartao_credito" | "cartao_debito" | "transferencia";
        /** @enum {string} */
        EntrySortField: "id" | "data_vencimento" | "datapagamento" | "datacompetencia" | "datacadastro" | "valor" | "descricao" | "numeroparcela" | "datahoraupdate" | "tipo" | "status";
        RateioPartViewDto: {
            /** @example 3 */
            id_centro_custo: number;
            /** @example 60 */
            percentual: number;
            /**
             * @description The part's value: the entry's `valor` × `percentual`, rounded so the parts add up to `valor`.
             * @example 720
             */
            valor: number;
        };
        /** @enum {string} */
        GatewayName: "manual" | "asaas";
        /** @enum {string} */
        ChargeForm: "boleto" | "pix" | "cartao_credito";
        /**
         * @description `pendente` and `vencida` are an "issued charge" (rules 3 and 4). It only moves forward:
         *     `pendente` → `vencida` | `paga` | `cancelada`; `vencida` → `paga` | `cancelada`; `cancelada`
         *     is final, and so is `paga` but for a refund (`estornada`, final).
         * @enum {string}
         */
        ChargeStatus: "pendente" | "vencida" | "paga" | "cancelada" | "estornada";
        ChargeViewDto: {
            /** @example 1 */
            id: number;
            /** @example manual */
            gateway: components["schemas"]["GatewayName"];
            /** @example pix */
            forma: components["schemas"]["ChargeForm"];
            /**
             * @description `pendente` and `vencida` are an "issued charge" (rules 3 and 4). It only moves forward:
             *     `pendente` → `vencida` | `paga` | `cancelada`; `vencida` → `paga` | `cancelada`; `cancelada`
             *     is final, and so is `paga` but for a refund (`estornada`, final).
             * @example pendente
             */
            status: components["schemas"]["ChargeStatus"];
            /** @example manual-7-3f9a1c2b */
            id_externo: string;
            /** @example null */
            link: string | null;
            /** @example null */
            linha_digitavel: string | null;
            /** @example null */
            pix_copia_e_cola: string | null;
            /** @example 1200 */
            valor: number;
            /**
             * Format: date
             * @example 2026-12-10
             */
            data_vencimento: string;
        };
        EntryViewDto: {
            /** @example 7 */
            id: number;
            /** @example receita */
            tipo: components["schemas"]["EntryTipo"];
            /** @example Casamento Maria e João: parcela */
            descricao: string;
            /** @example 1200 */
            valor: number;
            /**
             * @description Value actually paid (from a gateway's return); null otherwise.
             * @example null
             */
            valorpago: number | null;
            /**
             * Format: date
             * @example 2026-12-10
             */
            data_vencimento: string;
            /**
             * Format: date
             * @example null
             */
            datapagamento: string | null;
            /** @example false */
            pago: boolean;
            /**
             * @description `pago`; `vencido` when unpaid and due before today (account time zone); else `aberto`.
             * @example aberto
             */
            status: components["schemas"]["EntryStatus"];
            /** @example pix */
            forma_pagamento: components["schemas"]["FormaPagamento"];
            /** @example null */
            idcartao: number | null;
            /** @example 1 */
            idevento: number | null;
            /** @example 1 */
            id_cliente: number | null;
            /** @example 1 */
            id_categoria: number | null;
            /** @example null */
            observacoes: string | null;
            /**
             * @description The plan (the ID of its first installment); null outside a plan.
             * @example 5
             */
            idparcelamento: number | null;
            /** @example 3 */
            numeroparcela: number | null;
            /** @example 3 */
            totalparcelas: number | null;
            /**
             * Format: date
             * @example 2026-12-10
             */
            datacompetencia: string;
            /** @example 0 */
            juros: number;
            /** @example 0 */
            multa: number;
            /** @example 0 */
            desconto: number;
            rateio: components["schemas"]["RateioPartViewDto"][];
            cobranca: components["schemas"]["ChargeViewDto"] | null;
            /**
             * Format: date
             * @example 2026-11-23
             */
            datacadastro: string;
            /**
             * @description `YYYY-MM-DD HH:MM:SS`, account time zone.
             * @example 2026-11-23 14:05:09
             */
            datahoraupdate: string;
            /**
             * @description ME Eventos compatible. `Receita` for `tipo` `receita`, `Despesa` for `despesa`.
             * @example Receita
             * @enum {string}
             */
            tipocobranca: "Receita" | "Despesa";
            /**
             * @description ME Eventos compatible. Category (`id_categoria`); 0 without one.
             * @example 1
             */
            idcategoria: number;
            /**
             * @description ME Eventos compatible. The category's name; empty without one.
             * @example Venda de eventos
             */
            categoria: string;
            /**
             * @description ME Eventos compatible. Cost center: the first part of `rateio` (ME keeps one per entry); 0 without an apportionment.
             * @example 3
             */
            idcentrodecusto: number;
            /**
             * @description ME Eventos compatible. That cost center's name; empty without one.
             * @example Eventos
             */
            centrodecusto: string;
            /**
             * @description ME Eventos compatible. The payment method (`forma_pagamento`) by its name.
             * @example PIX
             * @enum {string}
             */
            mododepagamento: "Dinheiro" | "PIX" | "Boleto" | "Cartão de crédito" | "Cartão de débito" | "Transferência";
            /**
             * @description ME Eventos compatible. Client of the entry (`id_cliente`); 0 without one.
             * @example 7
             */
            idrecebidode: number;
            /**
             * @description ME Eventos compatible. The client's name; empty without a client.
             * @example Maria da Silva
             */
            recebidode: string;
            /**
             * @description ME Eventos compatible. The event's name (`idevento`); empty without an event.
             * @example Casamento Maria e João
             */
            evento: string;
        };
        TotaisDto: {
            /**
             * @description Unpaid receivables (overdue included).
             * @example 3600
             */
            a_receber: number;
            /**
             * @description Paid receivables (the paid value when a gateway reported one).
             * @example 500
             */
            recebido: number;
            /**
             * @description Unpaid receivables due before today.
             * @example 0
             */
            vencido_receber: number;
            /**
             * @description Unpaid payables (overdue included).
             * @example 1200
             */
            a_pagar: number;
            /**
             * @description Paid payables.
             * @example 0
             */
            pago: number;
            /**
             * @description Unpaid payables due before today.
             * @example 0
             */
            vencido_pagar: number;
            /**
             * @description `recebido` − `pago`.
             * @example 500
             */
            saldo: number;
        };
        EntryListDto: {
            data: components["schemas"]["EntryViewDto"][];
            pagination: components["schemas"]["Pagination"];
            totais: components["schemas"]["TotaisDto"];
        };
        RateioPartDto: {
            /**
             * @description A cost centre of the account (`GET /api/v1/costcenter`).
             * @example 1
             */
            id_centro_custo: number;
            /**
             * @description Percentage of the entry's value (up to 2 decimals); the parts add up to exactly 100.
             * @example 60
             */
            percentual: number;
        };
        CreateEntryDto: {
            /**
             * Format: date
             * @description Payment date `YYYY-MM-DD` (also a planned date on an unpaid entry); `null` clears it.
             * @example 2026-12-10
             */
            datapagamento?: string | null;
            /**
             * Format: date
             * @description Accrual date `YYYY-MM-DD`; defaults to `data_vencimento`. A date: on update it changes only on the entry addressed.
             * @example 2026-12-01
             */
            datacompetencia?: string;
            /**
             * @description Whether it is paid. `true` without `datapagamento` sets the payment date to today (account time zone).
             * @example false
             */
            pago?: boolean;
            /** @example pix */
            forma_pagamento?: components["schemas"]["FormaPagamento"];
            /**
             * @description A card of the account (`GET /api/v1/cards`): required when `forma_pagamento` is `cartao_credito`.
             * @example 1
             */
            idcartao?: number | null;
            /**
             * @description An event of the account.
             * @example 1
             */
            idevento?: number | null;
            /**
             * @description A client of the account.
             * @example 1
             */
            id_cliente?: number | null;
            /**
             * @description A financial category of the account (`GET /api/v1/financialcategory`).
             * @example 1
             */
            id_categoria?: number | null;
            /** @example Sinal do contrato */
            observacoes?: string | null;
            /**
             * @description Interest (money ≥ 0, default 0).
             * @example 0
             */
            juros?: number;
            /**
             * @description Fine (money ≥ 0, default 0).
             * @example 0
             */
            multa?: number;
            /**
             * @description Discount (money ≥ 0, default 0).
             * @example 0
             */
            desconto?: number;
            /** @description Cost apportionment: cost centres whose percentages add up to exactly 100 (`[]` on update removes it). */
            rateio?: components["schemas"]["RateioPartDto"][];
            /** @example receita */
            tipo: components["schemas"]["EntryTipo"];
            /** @example Casamento Maria e João: contrato */
            descricao: string;
            /**
             * @description The entry's value; with `parcelas`, the plan's total (split into equal cents, remainder on the first installments).
             * @example 1500
             */
            valor: number;
            /**
             * Format: date
             * @description Due date `YYYY-MM-DD`; with `parcelas`, the first installment's (then monthly, clamped to the month's end).
             * @example 2026-12-10
             */
            data_vencimento: string;
            /**
             * @description Number of installments (2 to 120) of a plan.
             * @example 3
             */
            parcelas?: number;
        };
        EntriesCreatedDto: {
            /** @example success */
            status: string;
            /** @example Installment plan 5 created with 3 entries */
            message: string;
            /** @description Every created entry (the installments of a plan, by `numeroparcela`). */
            data: components["schemas"]["EntryViewDto"][];
            /** @example [] */
            errors: Record<string, never>[];
        };
        GatewaySettingsViewDto: {
            /** @example asaas */
            gateway: components["schemas"]["GatewayName"];
            /**
             * @description Whether charges that name no gateway use this one: the account's chosen default, else `manual`.
             * @example false
             */
            padrao: boolean;
            /** @example true */
            api_key_configurada: boolean;
            /**
             * @description `asaas`: the Asaas address the account chose (production or sandbox); null: the service's own.
             * @example null
             */
            base_url: string | null;
            /** @example true */
            webhook_token_configurado: boolean;
            /**
             * @description Where returns are posted. For `asaas`, the account's own webhook address (path on this
             *     service; configure it at Asaas with the webhook token): it carries a random key of the
             *     account, made when the settings are first saved (null until then). For `manual`, the
             *     entry's return endpoint, called with the API token.
             * @example /api/v1/financial/gateway/asaas/3q2-Ff9kQm1xVb7LrT0yZc8WnH4jUe6A
             */
            url_retorno: string | null;
            /** @example 2026-11-23 14:05:09 */
            atualizado_em: string | null;
        };
        GatewaySettingsDto: {
            /**
             * @description Charges use this gateway when the request names none (one default per account).
             * @example true
             */
            padrao?: boolean;
            /**
             * @description `asaas`: the account's Asaas API key (write-only: never returned).
             * @example $aact_hmlg_000exemplo
             */
            api_key?: string | null;
            /**
             * @description `asaas`: which Asaas to use, production (`https://api.asaas.com/v3`) or sandbox
             *     (`https://api-sandbox.asaas.com/v3`); no other address is accepted. Default (null): the
             *     service's own Asaas address. The service's key is used only with the service's address: an
             *     account that chooses another one needs its own `api_key`.
             * @example https://api-sandbox.asaas.com/v3
             * @enum {string|null}
             */
            base_url?: "https://api.asaas.com/v3" | "https://api-sandbox.asaas.com/v3" | null;
            /** @description 32 to 255 visible ASCII characters, no spaces; generated when left out (see `webhook_token_gerado`). */
            webhook_token?: string | null;
        };
        GatewaySettingsSavedDto: {
            /** @example asaas */
            gateway: components["schemas"]["GatewayName"];
            /**
             * @description Whether charges that name no gateway use this one: the account's chosen default, else `manual`.
             * @example false
             */
            padrao: boolean;
            /** @example true */
            api_key_configurada: boolean;
            /**
             * @description `asaas`: the Asaas address the account chose (production or sandbox); null: the service's own.
             * @example null
             */
            base_url: string | null;
            /** @example true */
            webhook_token_configurado: boolean;
            /**
             * @description Where returns are posted. For `asaas`, the account's own webhook address (path on this
             *     service; configure it at Asaas with the webhook token): it carries a random key of the
             *     account, made when the settings are first saved (null until then). For `manual`, the
             *     entry's return endpoint, called with the API token.
             * @example /api/v1/financial/gateway/asaas/3q2-Ff9kQm1xVb7LrT0yZc8WnH4jUe6A
             */
            url_retorno: string | null;
            /** @example 2026-11-23 14:05:09 */
            atualizado_em: string | null;
            /**
             * @description Only in the answer of the PUT that generated it (an `asaas` PUT without `webhook_token` while
             *     the account had none): the token to configure at Asaas. It is shown this once.
             * @example kP3v9QzT1mWc7XbYhN2sLfR8dJ5gA0uE4oIqV6tKyZw
             */
            webhook_token_gerado?: string;
        };
        GatewaySettingsWrittenDto: {
            /** @example success */
            status: string;
            /** @example Settings of gateway asaas saved */
            message: string;
            data: components["schemas"]["GatewaySettingsSavedDto"];
        };
        GatewayReturnAckDto: {
            /** @example success */
            status: string;
            /** @example Return evt_1 applied: charge 3 is paga */
            message: string;
        };
        InstallmentViewDto: {
            /** @example 6 */
            id: number;
            /** @example 2 */
            numeroparcela: number;
            /** @example 1200 */
            valor: number;
            /**
             * Format: date
             * @example 2027-01-10
             */
            data_vencimento: string;
            /** @example null */
            datapagamento: string | null;
            /** @example false */
            pago: boolean;
            /** @example aberto */
            status: components["schemas"]["EntryStatus"];
            /** @example 2026-11-23 14:05:09 */
            datahoraupdate: string;
        };
        EntryDetailDto: {
            /** @example 7 */
            id: number;
            /** @example receita */
            tipo: components["schemas"]["EntryTipo"];
            /** @example Casamento Maria e João: parcela */
            descricao: string;
            /** @example 1200 */
            valor: number;
            /**
             * @description Value actually paid (from a gateway's return); null otherwise.
             * @example null
             */
            valorpago: number | null;
            /**
             * Format: date
             * @example 2026-12-10
             */
            data_vencimento: string;
            /**
             * Format: date
             * @example null
             */
            datapagamento: string | null;
            /** @example false */
            pago: boolean;
            /**
             * @description `pago`; `vencido` when unpaid and due before today (account time zone); else `aberto`.
             * @example aberto
             */
            status: components["schemas"]["EntryStatus"];
            /** @example pix */
            forma_pagamento: components["schemas"]["FormaPagamento"];
            /** @example null */
            idcartao: number | null;
            /** @example 1 */
            idevento: number | null;
            /** @example 1 */
            id_cliente: number | null;
            /** @example 1 */
            id_categoria: number | null;
            /** @example null */
            observacoes: string | null;
            /**
             * @description The plan (the ID of its first installment); null outside a plan.
             * @example 5
             */
            idparcelamento: number | null;
            /** @example 3 */
            numeroparcela: number | null;
            /** @example 3 */
            totalparcelas: number | null;
            /**
             * Format: date
             * @example 2026-12-10
             */
            datacompetencia: string;
            /** @example 0 */
            juros: number;
            /** @example 0 */
            multa: number;
            /** @example 0 */
            desconto: number;
            rateio: components["schemas"]["RateioPartViewDto"][];
            cobranca: components["schemas"]["ChargeViewDto"] | null;
            /**
             * Format: date
             * @example 2026-11-23
             */
            datacadastro: string;
            /**
             * @description `YYYY-MM-DD HH:MM:SS`, account time zone.
             * @example 2026-11-23 14:05:09
             */
            datahoraupdate: string;
            parcelas: components["schemas"]["InstallmentViewDto"][];
            /**
             * @description ME Eventos compatible. `Receita` for `tipo` `receita`, `Despesa` for `despesa`.
             * @example Receita
             * @enum {string}
             */
            tipocobranca: "Receita" | "Despesa";
            /**
             * @description ME Eventos compatible. Category (`id_categoria`); 0 without one.
             * @example 1
             */
            idcategoria: number;
            /**
             * @description ME Eventos compatible. The category's name; empty without one.
             * @example Venda de eventos
             */
            categoria: string;
            /**
             * @description ME Eventos compatible. Cost center: the first part of `rateio` (ME keeps one per entry); 0 without an apportionment.
             * @example 3
             */
            idcentrodecusto: number;
            /**
             * @description ME Eventos compatible. That cost center's name; empty without one.
             * @example Eventos
             */
            centrodecusto: string;
            /**
             * @description ME Eventos compatible. The payment method (`forma_pagamento`) by its name.
             * @example PIX
             * @enum {string}
             */
            mododepagamento: "Dinheiro" | "PIX" | "Boleto" | "Cartão de crédito" | "Cartão de débito" | "Transferência";
            /**
             * @description ME Eventos compatible. Client of the entry (`id_cliente`); 0 without one.
             * @example 7
             */
            idrecebidode: number;
            /**
             * @description ME Eventos compatible. The client's name; empty without a client.
             * @example Maria da Silva
             */
            recebidode: string;
            /**
             * @description ME Eventos compatible. The event's name (`idevento`); empty without an event.
             * @example Casamento Maria e João
             */
            evento: string;
        };
        /**
         * @description `este` (default: only this entry), `proximos` (this and the following installments) or `todos` (every installment of the plan).
         * @enum {string}
         */
        EscopoEdicao: "este" | "proximos" | "todos";
        UpdateEntryDto: {
            /**
             * Format: date
             * @description Payment date `YYYY-MM-DD` (also a planned date on an unpaid entry); `null` clears it.
             * @example 2026-12-10
             */
            datapagamento?: string | null;
            /**
             * Format: date
             * @description Accrual date `YYYY-MM-DD`; defaults to `data_vencimento`. A date: on update it changes only on the entry addressed.
             * @example 2026-12-01
             */
            datacompetencia?: string;
            /**
             * @description Whether it is paid. `true` without `datapagamento` sets the payment date to today (account time zone).
             * @example false
             */
            pago?: boolean;
            /** @example pix */
            forma_pagamento?: components["schemas"]["FormaPagamento"];
            /**
             * @description A card of the account (`GET /api/v1/cards`): required when `forma_pagamento` is `cartao_credito`.
             * @example 1
             */
            idcartao?: number | null;
            /**
             * @description An event of the account.
             * @example 1
             */
            idevento?: number | null;
            /**
             * @description A client of the account.
             * @example 1
             */
            id_cliente?: number | null;
            /**
             * @description A financial category of the account (`GET /api/v1/financialcategory`).
             * @example 1
             */
            id_categoria?: number | null;
            /** @example Sinal do contrato */
            observacoes?: string | null;
            /**
             * @description Interest (money ≥ 0, default 0).
             * @example 0
             */
            juros?: number;
            /**
             * @description Fine (money ≥ 0, default 0).
             * @example 0
             */
            multa?: number;
            /**
             * @description Discount (money ≥ 0, default 0).
             * @example 0
             */
            desconto?: number;
            /** @description Cost apportionment: cost centres whose percentages add up to exactly 100 (`[]` on update removes it). */
            rateio?: components["schemas"]["RateioPartDto"][];
            tipo?: components["schemas"]["EntryTipo"];
            /** @example Casamento Maria e João: parcela */
            descricao?: string;
            /** @example 500 */
            valor?: number;
            /**
             * Format: date
             * @description Due date `YYYY-MM-DD`: changes only on the entry addressed, whatever `escopo` (rule 1).
             * @example 2026-12-10
             */
            data_vencimento?: string;
            /**
             * @description `este` (default: only this entry), `proximos` (this and the following installments) or `todos` (every installment of the plan).
             * @default este
             */
            escopo?: components["schemas"]["EscopoEdicao"];
        };
        EntryWrittenDto: {
            /** @example success */
            status: string;
            /** @example Financial entry 7 updated */
            message: string;
            data: components["schemas"]["EntryDetailDto"];
            /** @example [] */
            errors: Record<string, never>[];
        };
        /** @enum {string} */
        HistorySortField: "id";
        /**
         * @description `retorno_ignorado`: a return the charge could not take (final, or a move backwards); nothing changed.
         * @enum {string}
         */
        HistoryAction: "criacao" | "alteracao" | "cobranca_emitida" | "cobranca_cancelada" | "retorno_gateway" | "retorno_ignorado";
        HistoryActorDto: {
            /**
             * @description The API token that made the change; null for a gateway's return.
             * @example 1
             */
            id_token: number | null;
            /** @example default */
            nome: string;
        };
        HistoryChangeDto: {
            /** @example valor */
            campo: string;
            /** @example 1200 */
            de: (string | null) | number | boolean;
            /** @example 1250 */
            para: (string | null) | number | boolean;
        };
        HistoryRecordDto: {
            /** @example 12 */
            id: number;
            /** @example 7 */
            id_lancamento: number;
            /** @description `retorno_ignorado`: a return the charge could not take (final, or a move backwards); nothing changed. */
            acao: components["schemas"]["HistoryAction"];
            /**
             * @example todos
             * @enum {string|null}
             */
            escopo?: "este" | "proximos" | "todos" | null;
            usuario: components["schemas"]["HistoryActorDto"];
            alteracoes: components["schemas"]["HistoryChangeDto"][];
            /**
             * @description `YYYY-MM-DD HH:MM:SS`, account time zone.
             * @example 2026-11-23 14:05:09
             */
            datahora: string;
        };
        HistoryListDto: {
            data: components["schemas"]["HistoryRecordDto"][];
            pagination: components["schemas"]["Pagination"];
        };
        IssueChargeDto: {
            /** @example pix */
            forma: components["schemas"]["ChargeForm"];
            /**
             * @description The gateway; default: the account's default gateway, else `manual`.
             * @example manual
             */
            gateway?: components["schemas"]["GatewayName"];
            /**
             * @description The outside reference of a charge issued outside the service (`manual` only).
             * @example BOLETO-2026-0042
             */
            id_externo?: string;
        };
        /**
         * @description What happened to the charge: `paga`, `vencida`, `cancelada` or `estornada` (a refund of a paid charge).
         * @enum {string}
         */
        ManualReturnStatus: "paga" | "cancelada" | "vencida" | "estornada";
        ChargeReturnDto: {
            /**
             * @description What happened to the charge: `paga`, `vencida`, `cancelada` or `estornada` (a refund of a paid charge).
             * @example paga
             */
            status: components["schemas"]["ManualReturnStatus"];
            /**
             * @description With `paga`: the amount paid (default: the entry's `valor`).
             * @example 1500
             */
            valor_pago?: number;
            /**
             * Format: date
             * @description With `paga`: the day it was paid, `YYYY-MM-DD` (default: today in the account's time zone).
             * @example 2026-12-09
             */
            data_pagamento?: string;
            /**
             * @description Your reference of this return (a receipt number; a whole number is read as its digits). The
             *     same reference sent again for the same charge changes nothing; without one, every return is
             *     new.
             * @example recibo-0001
             */
            id_evento?: string;
        };
        AcceptBudgetDto: {
            /**
             * @description Full name of who accepts.
             * @example Maria Souza
             */
            nome: string;
            /**
             * @description CPF of who accepts (with or without punctuation; kept as 11 digits).
             * @example 529.982.247-25
             */
            cpf: string;
            /**
             * @description The version read to the client (`versao` of the budget's view): when sent and no longer
             *     current, the acceptance is refused (409 `version_changed`) and nothing is booked.
             * @example a3f1c9d2e4b5a6978812aa03c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7
             */
            versao?: string;
        };
        AnsweredBudgetDto: {
            status: components["schemas"]["BudgetStatus"];
            /**
             * @description Current proposal `<budget_id>-<sequence>`.
             * @example 5-1
             */
            proposta: string;
            /**
             * @description The address of the proposal's public page (no API token): send it to the client.
             * @example /p/2b4Hq0wqU3c2Qm0G1m7c3k2mZK9wQeS1
             */
            link_proposta: string;
            id: number;
            /** @description Client of the budget. */
            id_cliente: number | null;
            /** @description Event of the budget. */
            idevento: number | null;
            /** @description Public key of the budget (random, unguessable). */
            token: string;
            /** @description Total of the first proposal when the budget was created. */
            valorinicial: number;
            /** @description Date of the last follow-up `YYYY-MM-DD`. */
            lastFollowUp: string | null;
            observacoes: string | null;
            /** @description Registration date `YYYY-MM-DD`. */
            datacadastro: string;
            /** @description A lead's event name. */
            nome_evento: string | null;
            /** @description A lead's event date. */
            data_evento: string | null;
            /** @description A lead's event type. */
            id_tipo_evento: number | null;
            /** @description How the lead met the house. */
            id_como_conheceu: number | null;
            /** @description The seller. */
            id_vendedor: number | null;
            /** @description A lead's expected guests. */
            numero_convidados: number | null;
            /** @description The lead's message. */
            mensagem: string | null;
            /** @description The account's own code for the budget. */
            codigo_interno: string | null;
            /** @description The last day the client can answer the proposal. */
            validade: string | null;
            /** @description The event's place (`GET /api/v1/eventlocation`). */
            id_local: number | null;
            /** @description Payment terms: the deposit, a percentage of the total. */
            entrada_percentual: number | null;
            /** @description Payment terms: monthly installments of what the deposit leaves. */
            parcelas: number | null;
            /** @description Payment terms: the first installment's due date. */
            primeiro_vencimento: string | null;
            /** @description Payment terms: how the receivables are paid. */
            forma_pagamento: string | null;
            /** @description Payment terms: issue the deposit's charge through the account's default gateway on acceptance. */
            cobrar_entrada: boolean;
            /** @description SHA-256 (hex) of the current proposal version's canonical content: an answer names the version it read. */
            versao: string;
            /** @description The acceptance (at most one), or null. */
            aceite: components["schemas"]["BudgetAnswerDto"] | null;
            /** @description Every answer, oldest first. */
            respostas: components["schemas"]["BudgetAnswerDto"][];
            /** @description Total of the current proposal's items. */
            valortotal: number;
            /** @description Every proposal, oldest first. */
            propostas: components["schemas"]["BudgetProposalDto"][];
            /** @description Items of the current proposal. */
            itens: components["schemas"]["BudgetItemDto"][];
            /** @description The follow-ups, by date (`lastFollowUp` is the latest date). */
            followups: components["schemas"]["BudgetFollowUpDto"][];
        };
        BookingDto: {
            /**
             * @description The order holding the proposal's lines, `<event_id>-<sequence>`.
             * @example 7-1
             */
            pedido: string;
            /**
             * @description The receivables of the payment terms (the deposit first), adding up to the proposal's total.
             * @example [
             *       41,
             *       42,
             *       43
             *     ]
             */
            lancamentos: number[];
            /** @description Equipment short on some day of the event (booked anyway; `equipment_overbooked` told the company). */
            faltas: {
                [key: string]: unknown;
            }[];
            /** @description The event created from the budget, or the budget's event, confirmed. */
            idevento: number;
        };
        AcceptedBudgetDto: {
            /** @example success */
            status: string;
            /** @example Proposal 5-1 accepted: event 7 booked with order 7-1 and 3 receivables */
            message: string;
            data: components["schemas"]["AnsweredBudgetDto"];
            /** @description What the acceptance booked (also in the view's `aceite`). */
            reserva: components["schemas"]["BookingDto"];
        };
        DeclineBudgetDto: {
            /**
             * @description Why the client declines.
             * @example Fechamos com outro buffet
             */
            motivo?: string;
        };
        DeclinedBudgetDto: {
            /** @example success */
            status: string;
            /** @example Proposal 5-1 declined */
            message: string;
            data: components["schemas"]["AnsweredBudgetDto"];
        };
        TokenRotatedDto: {
            /** @example success */
            status: string;
            /** @example Budget 5 has a new proposal link; the old one opens nothing */
            message: string;
            data: components["schemas"]["AnsweredBudgetDto"];
        };
        PersonalEntryDto: {
            /** @example 7 */
            id: number;
            /** @example receita */
            tipo: components["schemas"]["EntryTipo"];
            /** @example Casamento Maria e João: parcela */
            descricao: string;
            /** @example 1200 */
            valor: number;
            /**
             * @description Value actually paid (from a gateway's return); null otherwise.
             * @example null
             */
            valorpago: number | null;
            /**
             * Format: date
             * @example 2026-12-10
             */
            data_vencimento: string;
            /**
             * Format: date
             * @example null
             */
            datapagamento: string | null;
            /** @example false */
            pago: boolean;
            /**
             * @description `pago`; `vencido` when unpaid and due before today (account time zone); else `aberto`.
             * @example aberto
             */
            status: components["schemas"]["EntryStatus"];
            /** @example pix */
            forma_pagamento: components["schemas"]["FormaPagamento"];
            /** @example null */
            idcartao: number | null;
            /** @example 1 */
            idevento: number | null;
            /** @example 1 */
            id_cliente: number | null;
            /** @example 1 */
            id_categoria: number | null;
            /** @example null */
            observacoes: string | null;
            /**
             * @description The plan (the ID of its first installment); null outside a plan.
             * @example 5
             */
            idparcelamento: number | null;
            /** @example 3 */
            numeroparcela: number | null;
            /** @example 3 */
            totalparcelas: number | null;
            /**
             * Format: date
             * @example 2026-12-10
             */
            datacompetencia: string;
            /** @example 0 */
            juros: number;
            /** @example 0 */
            multa: number;
            /** @example 0 */
            desconto: number;
            rateio: components["schemas"]["RateioPartViewDto"][];
            cobranca: components["schemas"]["ChargeViewDto"] | null;
            /**
             * Format: date
             * @example 2026-11-23
             */
            datacadastro: string;
            /**
             * @description `YYYY-MM-DD HH:MM:SS`, account time zone.
             * @example 2026-11-23 14:05:09
             */
            datahoraupdate: string;
            /** @description The entry's history records, as `GET /api/v1/financial/{id}/history` answers them (a charge's record holds the charge). */
            history: {
                [key: string]: unknown;
            }[];
        };
        PersonalNotificationDto: {
            /**
             * @description The notification's `id_event`, as its receivers got it.
             * @example 41
             */
            id_event: number;
            /** @example customer_created */
            event: string;
            /** @description The notification's `data`, as stored. */
            data: {
                [key: string]: unknown;
            }[];
            /** @example 2026-11-23T17:05:09.000Z */
            created_at: string;
        };
        PersonalDataDto: {
            /**
             * @description When this export was made (UTC).
             * @example 2026-11-29T12:00:00.000Z
             */
            generated_at: string;
            client: components["schemas"]["ClientView"];
            /** @description The client's events. */
            events: components["schemas"]["EventView"][];
            /**
             * @description The client's budgets, every column, each with `answers` (the answers to its proposal: who
             *     accepted or declined, with their name, CPF, reason, IP address and browser) and
             *     `follow_ups` (its follow-ups).
             */
            budgets: {
                [key: string]: unknown;
            }[];
            /** @description The guest entries of the account that name the client: the same e-mail or phone on any event, or the same full name on its own events. */
            guests: components["schemas"]["GuestView"][];
            /** @description The financial entries of the client or of its events, each with its history. */
            financial_entries: components["schemas"]["PersonalEntryDto"][];
            /** @description The stored notifications whose data holds one of the values above. */
            notifications: components["schemas"]["PersonalNotificationDto"][];
        };
        AnonymizedClientDto: {
            /** @description The client as it now is: every personal field neutral (null, or `Anonimizado` where a value is required). */
            client: components["schemas"]["ClientView"];
            /**
             * @description IDs of the client's events, their name and notes anonymised.
             * @example [
             *       3
             *     ]
             */
            events: number[];
            /**
             * @description IDs of the client's budgets, their texts, answers and follow-ups anonymised.
             * @example [
             *       5
             *     ]
             */
            budgets: number[];
            /**
             * @description IDs of the guest entries that named the client, anonymised.
             * @example []
             */
            guests: number[];
            /**
             * @description IDs of the financial entries of the client or its events, their texts anonymised (values unchanged).
             * @example [
             *       8,
             *       9
             *     ]
             */
            financial_entries: number[];
            /**
             * @description Stored notifications purged (with their deliveries and attempts).
             * @example 2
             */
            notifications_purged: number;
            /**
             * @description Kept answers of POSTs (`Idempotency-Key`) purged.
             * @example 1
             */
            idempotency_answers_purged: number;
        };
        AnonymizedClientResponse: {
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
            /** @example Client 7 anonymised */
            message: string;
            data: components["schemas"]["AnonymizedClientDto"];
        };
        AnonymizedGuestDto: {
            guest: components["schemas"]["GuestView"];
            /** @example 1 */
            notifications_purged: number;
            /** @example 0 */
            idempotency_answers_purged: number;
        };
        AnonymizedGuestResponse: {
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
            /** @example Guest 4 anonymised */
            message: string;
            data: components["schemas"]["AnonymizedGuestDto"];
        };
        CostsEvent: {
            /** @example 1 */
            id: number;
            /** @example Casamento Maria e João */
            nome: string;
            /** @example 2027-03-20 */
            data_evento: string;
            /** @example null */
            data_fim: string | null;
            /** @example CONFIRMADO */
            status: components["schemas"]["EventStatus"];
        };
        CostsLine: {
            /**
             * @description The order item's ID.
             * @example 1
             */
            id: number;
            /**
             * @description The order, as `<event_id>-<sequence>`.
             * @example 1-1
             */
            pedido: string;
            /**
             * @description 2 = product or service, 7 = equipment.
             * @example 2
             */
            tipo: number;
            /** @example 1 */
            id_produto: number;
            /** @example Buffet completo */
            nome: string;
            /** @example 150 */
            quantidade: number;
            /** @example 1 */
            ndias: number;
            /**
             * @description Unit cost.
             * @example 48
             */
            valorcusto: number;
            /**
             * @description The line's total (`valortotal`).
             * @example 12000
             */
            venda: number;
            /** @example 7200 */
            custo: number;
            /** @example 4800 */
            margem: number;
        };
        CostsByType: {
            /** @example 2 */
            tipo: number;
            /** @example Produtos e serviços */
            descricao: string;
            /**
             * @description Number of lines.
             * @example 3
             */
            itens: number;
            /** @example 15000 */
            venda: number;
            /** @example 8100 */
            custo: number;
            /** @example 6900 */
            margem: number;
        };
        CostsPayables: {
            /**
             * @description Null for the entries without a category.
             * @example 3
             */
            id_categoria: number | null;
            /** @example Fornecedores */
            categoria: string;
            /**
             * @description Number of entries.
             * @example 2
             */
            lancamentos: number;
            /**
             * @description Their value.
             * @example 1800
             */
            valor: number;
            /**
             * @description What was paid of the paid ones (`valorpago`, else `valor`).
             * @example 1000
             */
            pago: number;
            /**
             * @description The value of the unpaid ones.
             * @example 800
             */
            a_pagar: number;
        };
        CostsReceivables: {
            /** @example 3 */
            lancamentos: number;
            /**
             * @description Their value: what was billed.
             * @example 18000
             */
            faturado: number;
            /**
             * @description What was received of the paid ones (`valorpago`, else `valor`).
             * @example 6000
             */
            recebido: number;
            /**
             * @description The value of the unpaid ones.
             * @example 12000
             */
            a_receber: number;
        };
        CostsTotals: {
            /**
             * @description The lines' totals.
             * @example 18000
             */
            venda: number;
            /**
             * @description The lines' costs.
             * @example 9000
             */
            custo_itens: number;
            /**
             * @description The payables linked to the event.
             * @example 1800
             */
            despesas: number;
            /**
             * @description `custo_itens` + `despesas`.
             * @example 10800
             */
            custo: number;
            /**
             * @description `venda` − `custo`.
             * @example 7200
             */
            margem: number;
            /**
             * @description `margem` in percent of `venda`, 2 places; null without a sale.
             * @example 40
             */
            margem_percentual: number | null;
            /** @example 18000 */
            faturado: number;
            /** @example 6000 */
            recebido: number;
            /** @example 12000 */
            a_receber: number;
        };
        EventCostsView: {
            evento: components["schemas"]["CostsEvent"];
            itens: components["schemas"]["CostsLine"][];
            por_tipo: components["schemas"]["CostsByType"][];
            despesas: components["schemas"]["CostsPayables"][];
            receitas: components["schemas"]["CostsReceivables"];
            totais: components["schemas"]["CostsTotals"];
        };
        ResultsCategory: {
            /**
             * @description Null for the entries without a category.
             * @example 1
             */
            id_categoria: number | null;
            /** @example Vendas */
            categoria: string;
            /**
             * @description The entries' value (competence basis).
             * @example 18000
             */
            valor: number;
            /**
             * @description What was paid of them (`valorpago`, else `valor`, of the paid ones).
             * @example 6000
             */
            realizado: number;
        };
        ResultsSide: {
            /** @example 18000 */
            total: number;
            /** @example 6000 */
            realizado: number;
            categorias: components["schemas"]["ResultsCategory"][];
        };
        ResultsMonth: {
            /**
             * @description The competence month, `YYYY-MM`.
             * @example 2026-01
             */
            competencia: string;
            receitas: components["schemas"]["ResultsSide"];
            despesas: components["schemas"]["ResultsSide"];
            /**
             * @description `receitas.total` − `despesas.total`.
             * @example 16200
             */
            resultado: number;
            /**
             * @description `receitas.realizado` − `despesas.realizado`.
             * @example 5000
             */
            resultado_realizado: number;
        };
        ResultsPeriod: {
            receitas: components["schemas"]["ResultsSide"];
            despesas: components["schemas"]["ResultsSide"];
            /** @example 16200 */
            resultado: number;
            /** @example 5000 */
            resultado_realizado: number;
        };
        ResultsView: {
            /** @example 2026-01 */
            de: string;
            /** @example 2026-12 */
            ate: string;
            /** @description Every month of the period, in order, empty or not. */
            meses: components["schemas"]["ResultsMonth"][];
            periodo: components["schemas"]["ResultsPeriod"];
        };
        /** @enum {string} */
        CommissionBase: "vendido" | "recebido";
        CommissionEventView: {
            /** @example 1 */
            id_evento: number;
            /** @example Casamento Maria e João */
            nome: string;
            /** @example 2027-03-20 */
            data_evento: string;
            /** @example CONFIRMADO */
            status: string;
            /** @example 18000 */
            base: number;
            /** @example 900 */
            comissao: number;
        };
        CommissionSellerView: {
            /** @example 1 */
            id_vendedor: number;
            /** @example Ana Souza */
            nome: string;
            /** @example 5 */
            comissao_percentual: number;
            /**
             * @description The seller's base in the period.
             * @example 18000
             */
            base: number;
            /**
             * @description `base` × `comissao_percentual` / 100, rounded once.
             * @example 900
             */
            comissao: number;
            eventos: components["schemas"]["CommissionEventView"][];
        };
        CommissionTotals: {
            /** @example 18000 */
            base: number;
            /** @example 900 */
            comissao: number;
        };
        CommissionsView: {
            /** @example 2026-01 */
            de: string;
            /** @example 2026-12 */
            ate: string;
            /** @example vendido */
            base: components["schemas"]["CommissionBase"];
            vendedores: components["schemas"]["CommissionSellerView"][];
            totais: components["schemas"]["CommissionTotals"];
        };
        /**
         * @description Notification kinds to send to this webhook (at least one). ME Eventos compatible: `transaction_created` and `transaction_updated` are accepted as names of `financial_entry_created` and `financial_entry_updated` (stored and shown under ours; a webhook with `formato` `me-eventos` receives them under ME's names). `transaction_deleted` is accepted and kept, but never sent: financial entries are never deleted (there is no DELETE for them).
         * @enum {string}
         */
        WebhookSubscriptionKind: "customer_created" | "customer_updated" | "customer_deleted" | "customer_anonymized" | "event_created" | "event_updated" | "event_deleted" | "order_created" | "order_items_added" | "order_items_updated" | "order_items_deleted" | "order_deleted" | "budget_created" | "budget_updated" | "budget_deleted" | "budget_accepted" | "budget_declined" | "financial_entry_created" | "financial_entry_updated" | "guest_created" | "equipment_overbooked" | "transaction_created" | "transaction_updated" | "transaction_deleted";
        /**
         * @description How the bodies are written: `padrao` (default: ours) or `me-eventos`, as ME Eventos writes
         *     them (IDs and numbers as strings, `null` as `""`, `datadecadastro` `DD/MM/YY`, CPF, CNPJ and
         *     CEP punctuated), for receivers written against ME Eventos.
         * @enum {string}
         */
        WebhookFormato: "padrao" | "me-eventos";
        CreateWebhookDto: {
            /**
             * Format: uri
             * @description Destination URL (http or https). Notifications are POSTed to it.
             * @example https://example.com.br/webhooks/eventos
             */
            url: string;
            /**
             * @description Notification kinds to send to this webhook (at least one). ME Eventos compatible: `transaction_created` and `transaction_updated` are accepted as names of `financial_entry_created` and `financial_entry_updated` (stored and shown under ours; a webhook with `formato` `me-eventos` receives them under ME's names). `transaction_deleted` is accepted and kept, but never sent: financial entries are never deleted (there is no DELETE for them).
             * @example [
             *       "customer_created"
             *     ]
             */
            events: components["schemas"]["WebhookSubscriptionKind"][];
            /**
             * @description Sent as the `token` header exactly as written (no prefix, no encoding). Blank or absent: no
             *     token header. Write-only: reads show only `token_set`.
             * @example meu-token-secreto
             */
            token?: string | null;
            /**
             * @description Optional Standard Webhooks signing secret: `whsec_` followed by the base64 of 24 to 64 random
             *     bytes (the key is the decoded bytes), or any other string of 16+ characters (the key is its
             *     UTF-8 bytes). A `whsec_` secret that is not canonical base64, or decodes to fewer than 24 or
             *     more than 64 bytes, is 400 `invalid_secret`.
             *     When set, each request also carries `webhook-id`, `webhook-timestamp` and `webhook-signature`.
             *     Write-only: reads show only `secret_set`. Blank or null: signing off.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret?: string | null;
            /**
             * @description Whether notifications are sent (default true). Setting it true again turns a deactivated webhook back on.
             * @default true
             */
            active?: boolean;
            /**
             * @description How the bodies are written: `padrao` (default: ours) or `me-eventos`, as ME Eventos writes
             *     them (IDs and numbers as strings, `null` as `""`, `datadecadastro` `DD/MM/YY`, CPF, CNPJ and
             *     CEP punctuated), for receivers written against ME Eventos.
             * @default padrao
             */
            formato?: components["schemas"]["WebhookFormato"];
        };
        /** @enum {string} */
        NotificationKind: "customer_created" | "customer_updated" | "customer_deleted" | "customer_anonymized" | "event_created" | "event_updated" | "event_deleted" | "order_created" | "order_items_added" | "order_items_updated" | "order_items_deleted" | "order_deleted" | "budget_created" | "budget_updated" | "budget_deleted" | "budget_accepted" | "budget_declined" | "financial_entry_created" | "financial_entry_updated" | "guest_created" | "equipment_overbooked";
        WebhookDto: {
            /** @example 1 */
            id: number;
            /** @example https://example.com.br/webhooks/eventos */
            url: string;
            events: components["schemas"]["NotificationKind"][];
            /**
             * @description How the bodies are written: `padrao` (ours) or `me-eventos`.
             * @example padrao
             */
            formato: components["schemas"]["WebhookFormato"];
            /**
             * @description Why the service turned it off: `gone` (the receiver answered 410) or `failing` (5 days of failures).
             * @enum {string|null}
             */
            deactivated_reason: "gone" | "failing" | null;
            /**
             * @description ISO 8601 (UTC).
             * @example null
             */
            deactivated_at: string | null;
            /** @description Whether a token is configured (the token itself is never returned). */
            token_set: boolean;
            /** @description Whether a signing secret is configured. */
            secret_set: boolean;
            active: boolean;
            /** @description ISO 8601 (UTC). */
            created_at: string;
            /** @description ISO 8601 (UTC). */
            updated_at: string;
        };
        WebhookWriteResponse: {
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
            /** @example Webhook created */
            message: string;
            data: components["schemas"]["WebhookDto"];
        };
        /** @enum {string} */
        WebhookSortField: "id" | "url" | "created_at";
        WebhookListResponse: {
            data: components["schemas"]["WebhookDto"][];
            pagination: components["schemas"]["Pagination"];
        };
        UpdateWebhookDto: {
            /**
             * Format: uri
             * @description Destination URL (http or https).
             * @example https://example.com.br/webhooks/eventos
             */
            url?: string;
            /** @description Notification kinds to send to this webhook (at least one). ME Eventos compatible: `transaction_created` and `transaction_updated` are accepted as names of `financial_entry_created` and `financial_entry_updated` (stored and shown under ours; a webhook with `formato` `me-eventos` receives them under ME's names). `transaction_deleted` is accepted and kept, but never sent: financial entries are never deleted (there is no DELETE for them). */
            events?: components["schemas"]["WebhookSubscriptionKind"][];
            /** @description New token; null removes it. */
            token?: string | null;
            /** @description New signing secret (the same rules as on create); null turns signing off. */
            secret?: string | null;
            /** @description true turns the webhook on (also after the service deactivated it), false off. */
            active?: boolean;
            /**
             * @description How the bodies are written: `padrao` (default: ours) or `me-eventos`, as ME Eventos writes
             *     them (IDs and numbers as strings, `null` as `""`, `datadecadastro` `DD/MM/YY`, CPF, CNPJ and
             *     CEP punctuated), for receivers written against ME Eventos.
             * @default padrao
             */
            formato?: components["schemas"]["WebhookFormato"];
        };
        WebhookDeletedData: {
            id: number;
        };
        WebhookDeleteResponse: {
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
            /** @example Webhook deleted */
            message: string;
            data: components["schemas"]["WebhookDeletedData"];
        };
        /** @enum {string} */
        DeliverySortField: "id" | "created_at" | "next_attempt_at";
        /** @enum {string} */
        DeliveryStatus: "pending" | "succeeded" | "failed";
        DeliveryAttemptDto: {
            /** @description HTTP status of the answer; null when none came. */
            status_code: number | null;
            /** @description The start of the answer's body (up to 1024 characters). */
            response_body: string | null;
            /** @description Timeout, connection error, refused destination… */
            error: string | null;
            /** @description 1, 2, … (counting every series). */
            attempt: number;
            /** @description ISO 8601 (UTC). */
            attempted_at: string;
            success: boolean;
            duration_ms: number;
        };
        DeliveryDto: {
            event: components["schemas"]["NotificationKind"];
            status: components["schemas"]["DeliveryStatus"];
            /** @description When the next attempt is due (pending only); ISO 8601. */
            next_attempt_at: string | null;
            last_status_code: number | null;
            last_error: string | null;
            /** @description When it succeeded or was given up; ISO 8601. */
            completed_at: string | null;
            attempts: components["schemas"]["DeliveryAttemptDto"][];
            id: number;
            id_webhook: number;
            /** @description The notification's `id_event` (the same on every attempt and every retry). */
            id_event: number;
            /** @description Attempts made so far. */
            attempt_count: number;
            /** @description ISO 8601 (UTC). */
            created_at: string;
        };
        DeliveryListResponse: {
            data: components["schemas"]["DeliveryDto"][];
            pagination: components["schemas"]["Pagination"];
        };
        DeliveryWriteResponse: {
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
            /** @example Delivery queued again */
            message: string;
            data: components["schemas"]["DeliveryDto"];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AccountController_view: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The token's account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountView"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Liveness */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Readiness */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    LookupsController_howMet: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: components["schemas"]["SortDirection"];
                /** @description Part of the name, case-insensitive. */
                search?: string;
                /** @description Field to sort by (default `id`); ties are broken by `id` in the same direction; any other value is 400. Bounded cost: a sort no index orders (or a filter no index serves with it) needs a filter that narrows the list (), else 400 `sort_needs_filter`. `id`: always; `nome`: always. */
                field_sort?: components["schemas"]["LookupSortField"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List how-met sources */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HowMetPage"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    LookupsController_eventTypes: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: components["schemas"]["SortDirection"];
                /** @description Part of the name, case-insensitive. */
                search?: string;
                /** @description Field to sort by (default `id`); ties are broken by `id` in the same direction; any other value is 400. Bounded cost: a sort no index orders (or a filter no index serves with it) needs a filter that narrows the list (), else 400 `sort_needs_filter`. `id`: always; `nome`: always. */
                field_sort?: components["schemas"]["LookupSortField"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List event types */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypePage"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    LookupsController_sellers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: components["schemas"]["SortDirection"];
                /** @description Part of the name, case-insensitive. */
                search?: string;
                /** @description Field to sort by (default `id`); ties are broken by `id` in the same direction; any other value is 400. Bounded cost: a sort no index orders (or a filter no index serves with it) needs a filter that narrows the list (), else 400 `sort_needs_filter`. `id`: always; `nome`: always. */
                field_sort?: components["schemas"]["LookupSortField"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List sellers */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SellerPage"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    LookupsController_updateSeller: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SellerUpdateDto"];
            };
        };
        responses: {
            /** @description OK: Update a seller */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SellerUpdateResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    LookupsController_locations: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: components["schemas"]["SortDirection"];
                /** @description Part of the name, case-insensitive. */
                search?: string;
                /** @description Field to sort by (default `id`); ties are broken by `id` in the same direction; any other value is 400. Bounded cost: a sort no index orders (or a filter no index serves with it) needs a filter that narrows the list (), else 400 `sort_needs_filter`. `id`: always; `nome`: always. */
                field_sort?: components["schemas"]["LookupSortField"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List event locations */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventLocationPage"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    LookupsController_cards: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: components["schemas"]["SortDirection"];
                /** @description Part of the name, case-insensitive. */
                search?: string;
                /** @description Field to sort by (default `id`); ties are broken by `id` in the same direction; any other value is 400. Bounded cost: a sort no index orders (or a filter no index serves with it) needs a filter that narrows the list (), else 400 `sort_needs_filter`. `id`: always; `nome`: always. */
                field_sort?: components["schemas"]["LookupSortField"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List cards */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardPage"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    LookupsController_costCenters: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: components["schemas"]["SortDirection"];
                /** @description Part of the name, case-insensitive. */
                search?: string;
                /** @description Field to sort by (default `id`); ties are broken by `id` in the same direction; any other value is 400. Bounded cost: a sort no index orders (or a filter no index serves with it) needs a filter that narrows the list (), else 400 `sort_needs_filter`. `id`: always; `nome`: always. */
                field_sort?: components["schemas"]["LookupSortField"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List cost centres */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CostCenterPage"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    LookupsController_financialCategories: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: components["schemas"]["SortDirection"];
                /** @description Part of the name, case-insensitive. */
                search?: string;
                /** @description Field to sort by (default `id`); ties are broken by `id` in the same direction; any other value is 400. Bounded cost: a sort no index orders (or a filter no index serves with it) needs a filter that narrows the list (), else 400 `sort_needs_filter`. `id`: always; `nome`: always. */
                field_sort?: components["schemas"]["LookupSortField"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List financial categories */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinancialCategoryPage"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ProductsController_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: components["schemas"]["SortDirection"];
                /** @description Part of the name or of the description, case-insensitive. */
                search?: string;
                /** @description Field to sort by (default `id`); ties are broken by `id` in the same direction; any other value is 400. Bounded cost: a sort no index orders (or a filter no index serves with it) needs a filter that narrows the list (), else 400 `sort_needs_filter`. `id`: always; `nome`: always; `valor`: always. */
                field_sort?: components["schemas"]["ProductSortField"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List products and services */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ProductsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: 1 to 255 printable ASCII characters (else 400), unique per request (a UUID, say), sent bare (`Idempotency-Key: 8e03…`) or as a quoted string (`Idempotency-Key: "8e03…"`, `\"` and `\\` escaped): both spell the same key. Send the header once (two lines are 400). The first request with a key runs and its answer is kept 24 hours with its writes; the same key with the same request (method, operation, body) answers that status and body again with `Idempotent-Replayed: true` and writes nothing; with another body it is 422 `idempotency_key_reused`; while the first is still running it is 409 `idempotency_key_in_flight` with `Retry-After`. Answers of 5xx and 429 are not kept: retry them with the same key after their `Retry-After`. Keys belong to the account and to the operation: the route and the resource its path names (`/financial/06/charge` is `/financial/6/charge`). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProductDto"];
            };
        };
        responses: {
            /** @description Created: Create a product or service */
            201: {
                headers: {
                    /** @description `true` when this is the kept answer of an earlier request with the same `Idempotency-Key` */
                    "Idempotent-Replayed"?: "true";
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductWriteResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change; or the `Idempotency-Key` is still in flight (`idempotency_key_in_flight`, with `Retry-After`) */
            409: {
                headers: {
                    /** @description With `idempotency_key_in_flight`: seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit; or the `Idempotency-Key` was used with another request (`idempotency_key_reused`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ProductsController_view: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: View a product or service */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductView"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EquipmentController_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: components["schemas"]["SortDirection"];
                /** @description Part of the name or of the description, case-insensitive. */
                search?: string;
                /** @description Field to sort by (default `id`); ties are broken by `id` in the same direction; any other value is 400. Bounded cost: a sort no index orders (or a filter no index serves with it) needs a filter that narrows the list (), else 400 `sort_needs_filter`. `id`: always; `nome`: always. */
                field_sort?: components["schemas"]["EquipmentSortField"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List equipment */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EquipmentPage"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EquipmentController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: 1 to 255 printable ASCII characters (else 400), unique per request (a UUID, say), sent bare (`Idempotency-Key: 8e03…`) or as a quoted string (`Idempotency-Key: "8e03…"`, `\"` and `\\` escaped): both spell the same key. Send the header once (two lines are 400). The first request with a key runs and its answer is kept 24 hours with its writes; the same key with the same request (method, operation, body) answers that status and body again with `Idempotent-Replayed: true` and writes nothing; with another body it is 422 `idempotency_key_reused`; while the first is still running it is 409 `idempotency_key_in_flight` with `Retry-After`. Answers of 5xx and 429 are not kept: retry them with the same key after their `Retry-After`. Keys belong to the account and to the operation: the route and the resource its path names (`/financial/06/charge` is `/financial/6/charge`). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEquipmentDto"];
            };
        };
        responses: {
            /** @description Created: Create an equipment item */
            201: {
                headers: {
                    /** @description `true` when this is the kept answer of an earlier request with the same `Idempotency-Key` */
                    "Idempotent-Replayed"?: "true";
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EquipmentWriteResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change; or the `Idempotency-Key` is still in flight (`idempotency_key_in_flight`, with `Retry-After`) */
            409: {
                headers: {
                    /** @description With `idempotency_key_in_flight`: seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit; or the `Idempotency-Key` was used with another request (`idempotency_key_reused`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EquipmentController_view: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, without a body, while the resource is still at one of these versions (the `ETag`s an earlier `GET` answered; `*`: any). Weak tags (`W/"…"`) match too. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: View an equipment item */
            200: {
                headers: {
                    /** @description The version of the resource: send it in `If-Match` of a `PUT` or `DELETE` to apply it only if nobody changed the resource since, or in `If-None-Match` of a `GET` for a 304 while it is unchanged */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EquipmentView"];
                };
            };
            /** @description Not Modified: the resource is still at a version `If-None-Match` names (or `*`); no body */
            304: {
                headers: {
                    /** @description The current version of the resource */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EquipmentController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply the change only while the resource is still at this version: the `ETag` its `GET` answered. A stale one is 412 `precondition_failed` and nothing changes; `*` or no header applies the change unconditionally. */
                "If-Match"?: string;
                /** @description Apply the change only while the resource is at none of these versions: `*` is 412 `precondition_failed` for a resource that exists (this operation never creates one), as is a tag that is its current `ETag`. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEquipmentDto"];
            };
        };
        responses: {
            /** @description OK: Update an equipment item */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EquipmentUpdateResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `If-Match` names a version that is no longer current (`precondition_failed`): nothing changed; GET the resource again for its current `ETag` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ClientsController_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: components["schemas"]["SortDirection"];
                /**
                 * @description Text to look for (part of the field, case-insensitive). Phones and documents match with or
                 *     without punctuation: `(11) 98765-4321` and `11987654321` find the same client.
                 */
                search?: string;
                /**
                 * @description Where to look: `nome` (0; also `razao_social` and `nome_fantasia`), `email` (1; also
                 *     `email_2`), `telefone` (2; also `celular` and `telefone_2`) or `documento` (3). Without it,
                 *     `search` matches any of them.
                 */
                type?: components["schemas"]["ClientSearchType"];
                /** @description Field to sort by (default `id`); ties are broken by `id` in the same direction; any other value is 400. Bounded cost: a sort no index orders (or a filter no index serves with it) needs a filter that narrows the list (), else 400 `sort_needs_filter`. `id`: always; `nome`: always; `email`: always; `telefone`: always; `documento`: always; `datacadastro`: always. */
                field_sort?: components["schemas"]["ClientSortField"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List clients */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientPage"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ClientsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: 1 to 255 printable ASCII characters (else 400), unique per request (a UUID, say), sent bare (`Idempotency-Key: 8e03…`) or as a quoted string (`Idempotency-Key: "8e03…"`, `\"` and `\\` escaped): both spell the same key. Send the header once (two lines are 400). The first request with a key runs and its answer is kept 24 hours with its writes; the same key with the same request (method, operation, body) answers that status and body again with `Idempotent-Replayed: true` and writes nothing; with another body it is 422 `idempotency_key_reused`; while the first is still running it is 409 `idempotency_key_in_flight` with `Retry-After`. Answers of 5xx and 429 are not kept: retry them with the same key after their `Retry-After`. Keys belong to the account and to the operation: the route and the resource its path names (`/financial/06/charge` is `/financial/6/charge`). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateClientDto"] | components["schemas"]["CreateClientDto"][];
            };
        };
        responses: {
            /** @description Created: Create one or more clients */
            201: {
                headers: {
                    /** @description `true` when this is the kept answer of an earlier request with the same `Idempotency-Key` */
                    "Idempotent-Replayed"?: "true";
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientsCreatedResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change; or the `Idempotency-Key` is still in flight (`idempotency_key_in_flight`, with `Retry-After`) */
            409: {
                headers: {
                    /** @description With `idempotency_key_in_flight`: seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit; or the `Idempotency-Key` was used with another request (`idempotency_key_reused`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ClientsController_view: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, without a body, while the resource is still at one of these versions (the `ETag`s an earlier `GET` answered; `*`: any). Weak tags (`W/"…"`) match too. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: View a client */
            200: {
                headers: {
                    /** @description The version of the resource: send it in `If-Match` of a `PUT` or `DELETE` to apply it only if nobody changed the resource since, or in `If-None-Match` of a `GET` for a 304 while it is unchanged */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientView"];
                };
            };
            /** @description Not Modified: the resource is still at a version `If-None-Match` names (or `*`); no body */
            304: {
                headers: {
                    /** @description The current version of the resource */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ClientsController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply the change only while the resource is still at this version: the `ETag` its `GET` answered. A stale one is 412 `precondition_failed` and nothing changes; `*` or no header applies the change unconditionally. */
                "If-Match"?: string;
                /** @description Apply the change only while the resource is at none of these versions: `*` is 412 `precondition_failed` for a resource that exists (this operation never creates one), as is a tag that is its current `ETag`. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateClientDto"];
            };
        };
        responses: {
            /** @description OK: Update a client */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientWriteResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `If-Match` names a version that is no longer current (`precondition_failed`): nothing changed; GET the resource again for its current `ETag` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ClientsController_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Delete only while the resource is still at this version: the `ETag` its `GET` answered. A stale one is 412 `precondition_failed` and nothing is deleted; `*` or no header deletes unconditionally. */
                "If-Match"?: string;
                /** @description Apply the change only while the resource is at none of these versions: `*` is 412 `precondition_failed` for a resource that exists (this operation never creates one), as is a tag that is its current `ETag`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description ID (digits only) */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Delete a client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `If-Match` names a version that is no longer current (`precondition_failed`): nothing changed; GET the resource again for its current `ETag` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EventsController_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: components["schemas"]["SortDirection"];
                /** @description Events on or after this date (`data_evento`). */
                data_inicio?: string;
                /** @description Events on or before this date (`data_evento`). */
                data_fim?: string;
                /** @description Events of this client. */
                id_cliente?: number;
                /** @description Events at this location (`GET /api/v1/eventlocation`). */
                id_local?: number;
                /** @description Part of the location's name, case-insensitive. */
                nome_local?: string;
                /** @description Events in this status. */
                status?: components["schemas"]["EventStatus"];
                /** @description Part of the event's name or of its client's name (legal and trade names too; among the first 1,000 clients so named), case-insensitive. */
                search?: string;
                /** @description Field to sort by (default `id`); ties are broken by `id` in the same direction; any other value is 400. Bounded cost: a sort no index orders (or a filter no index serves with it) needs a filter that narrows the list (`id_cliente` or a period (`data_inicio`, `data_fim` or both)), else 400 `sort_needs_filter`. `id`: always; `nome`: without other filters; with `id_local`, `status` only beside `id_cliente` or a period (`data_inicio`, `data_fim` or both); `data_evento`: alone or with `data_inicio`, `data_fim`; with `id_local`, `status` only beside `id_cliente` or a period (`data_inicio`, `data_fim` or both); `hora_inicio`: only with `id_cliente` or a period (`data_inicio`, `data_fim` or both); `numero_convidados`: only with `id_cliente` or a period (`data_inicio`, `data_fim` or both); `datacadastro`: only with `id_cliente` or a period (`data_inicio`, `data_fim` or both); `status`: alone or with `status`; with `id_local` only beside `id_cliente` or a period (`data_inicio`, `data_fim` or both). ME Eventos compatible values: `nomeevento` (= `nome`), `dataevento` (= `data_evento`), `horaevento` (= `hora_inicio`), `datadecadastro` (= `datacadastro`), `convidados` (= `numero_convidados`). */
                field_sort?: components["schemas"]["EventSortField"];
                /** @description ME Eventos compatible. Events on or after this date: the same as `data_inicio`. */
                start?: string;
                /** @description ME Eventos compatible. Events on or before this date: the same as `data_fim`. */
                end?: string;
                /** @description ME Eventos compatible. Events of this client: the same as `id_cliente`. */
                idcliente?: number;
                /** @description ME Eventos compatible. Events at this location: the same as `id_local`. */
                idlocalevento?: number;
                /** @description ME Eventos compatible. Part of the location's name, case-insensitive: the same as `nome_local`. */
                localevento?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List events */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventPage"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EventsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: 1 to 255 printable ASCII characters (else 400), unique per request (a UUID, say), sent bare (`Idempotency-Key: 8e03…`) or as a quoted string (`Idempotency-Key: "8e03…"`, `\"` and `\\` escaped): both spell the same key. Send the header once (two lines are 400). The first request with a key runs and its answer is kept 24 hours with its writes; the same key with the same request (method, operation, body) answers that status and body again with `Idempotent-Replayed: true` and writes nothing; with another body it is 422 `idempotency_key_reused`; while the first is still running it is 409 `idempotency_key_in_flight` with `Retry-After`. Answers of 5xx and 429 are not kept: retry them with the same key after their `Retry-After`. Keys belong to the account and to the operation: the route and the resource its path names (`/financial/06/charge` is `/financial/6/charge`). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEventDto"];
            };
        };
        responses: {
            /** @description Created: Create an event */
            201: {
                headers: {
                    /** @description `true` when this is the kept answer of an earlier request with the same `Idempotency-Key` */
                    "Idempotent-Replayed"?: "true";
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventWriteResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change; or the `Idempotency-Key` is still in flight (`idempotency_key_in_flight`, with `Retry-After`) */
            409: {
                headers: {
                    /** @description With `idempotency_key_in_flight`: seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit; or the `Idempotency-Key` was used with another request (`idempotency_key_reused`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EventsController_view: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, without a body, while the resource is still at one of these versions (the `ETag`s an earlier `GET` answered; `*`: any). Weak tags (`W/"…"`) match too. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: View an event */
            200: {
                headers: {
                    /** @description The version of the resource: send it in `If-Match` of a `PUT` or `DELETE` to apply it only if nobody changed the resource since, or in `If-None-Match` of a `GET` for a 304 while it is unchanged */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventView"];
                };
            };
            /** @description Not Modified: the resource is still at a version `If-None-Match` names (or `*`); no body */
            304: {
                headers: {
                    /** @description The current version of the resource */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EventsController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply the change only while the resource is still at this version: the `ETag` its `GET` answered. A stale one is 412 `precondition_failed` and nothing changes; `*` or no header applies the change unconditionally. */
                "If-Match"?: string;
                /** @description Apply the change only while the resource is at none of these versions: `*` is 412 `precondition_failed` for a resource that exists (this operation never creates one), as is a tag that is its current `ETag`. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEventDto"];
            };
        };
        responses: {
            /** @description OK: Update an event */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventUpdateResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `If-Match` names a version that is no longer current (`precondition_failed`): nothing changed; GET the resource again for its current `ETag` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EventsController_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Delete only while the resource is still at this version: the `ETag` its `GET` answered. A stale one is 412 `precondition_failed` and nothing is deleted; `*` or no header deletes unconditionally. */
                "If-Match"?: string;
                /** @description Apply the change only while the resource is at none of these versions: `*` is 412 `precondition_failed` for a resource that exists (this operation never creates one), as is a tag that is its current `ETag`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description ID (digits only) */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Delete an event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventDeletedResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `If-Match` names a version that is no longer current (`precondition_failed`): nothing changed; GET the resource again for its current `ETag` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    GuestsController_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: components["schemas"]["SortDirection"];
                /** @description Part of the name (first or last), e-mail or phone (phones match with or without punctuation). */
                search?: string;
                /** @description Guests of this event. */
                id_evento?: number;
                /** @description Guests with this attendance status. */
                presenca?: components["schemas"]["Presenca"];
                /** @description Field to sort by (default `id`); ties are broken by `id` in the same direction; any other value is 400. Bounded cost: a sort no index orders (or a filter no index serves with it) needs a filter that narrows the list (`id_evento`), else 400 `sort_needs_filter`. `id`: always; `nome`: without other filters; with `presenca` only beside `id_evento`. */
                field_sort?: components["schemas"]["GuestSortField"];
                /** @description ME Eventos compatible. Guests of this event: the same as `id_evento`. */
                idevento?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List guests */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestPage"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    GuestsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: 1 to 255 printable ASCII characters (else 400), unique per request (a UUID, say), sent bare (`Idempotency-Key: 8e03…`) or as a quoted string (`Idempotency-Key: "8e03…"`, `\"` and `\\` escaped): both spell the same key. Send the header once (two lines are 400). The first request with a key runs and its answer is kept 24 hours with its writes; the same key with the same request (method, operation, body) answers that status and body again with `Idempotent-Replayed: true` and writes nothing; with another body it is 422 `idempotency_key_reused`; while the first is still running it is 409 `idempotency_key_in_flight` with `Retry-After`. Answers of 5xx and 429 are not kept: retry them with the same key after their `Retry-After`. Keys belong to the account and to the operation: the route and the resource its path names (`/financial/06/charge` is `/financial/6/charge`). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateGuestDto"];
            };
        };
        responses: {
            /** @description Created: Add a guest to an event */
            201: {
                headers: {
                    /** @description `true` when this is the kept answer of an earlier request with the same `Idempotency-Key` */
                    "Idempotent-Replayed"?: "true";
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestWriteResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change; or the `Idempotency-Key` is still in flight (`idempotency_key_in_flight`, with `Retry-After`) */
            409: {
                headers: {
                    /** @description With `idempotency_key_in_flight`: seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit; or the `Idempotency-Key` was used with another request (`idempotency_key_reused`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    GuestsController_view: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: View a guest */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestView"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrdersController_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: components["schemas"]["SortDirection"];
                /** @description Event filter: items of the event. */
                idevento?: number;
                /** @description Event filter: the order `<event_id>-<sequence>`. */
                pedido?: string;
                /** @description Event filter: the order by numeric ID or `<event_id>-<sequence>` (e.g. `1` or `1-1`). */
                idpedido?: string;
                /** @description Event filter: item type, 2 service/product or 7 equipment. */
                tipo?: components["schemas"]["OrderItemTipo"];
                /** @description Budget query: items of the budget (e.g. `1`). Its presence switches the list to budget items. */
                idorcamento?: number;
                /** @description Budget filter: the proposal `<budget_id>-<sequence>`, e.g. `1-1` (default: the budget's current proposal). */
                proposta?: string;
                /** @description Event-order queries: `OrderItemSortField` (default `id`); ties are broken by `id` in the same direction; any other value is 400. Bounded cost: a sort no index orders (or a filter no index serves with it) needs a filter that narrows the list (`idevento`, `pedido` or `idpedido`), else 400 `sort_needs_filter`. `id`: always; `idpedido`: only with `idevento`, `pedido` or `idpedido`; `id_evento`: always; `numero_pedido`: only with `idevento`, `pedido` or `idpedido`; `id_produto`: only with `idevento`, `pedido` or `idpedido`; `nome`: only with `idevento`, `pedido` or `idpedido`; `tipo`: always; `ordem`: only with `idevento`, `pedido` or `idpedido`; `quantidade`: only with `idevento`, `pedido` or `idpedido`; `valor`: only with `idevento`, `pedido` or `idpedido`; `valorvenda`: only with `idevento`, `pedido` or `idpedido`; `valortotal`: only with `idevento`, `pedido` or `idpedido`; `datacadastro`: without other filters; with `tipo` only beside `idevento`, `pedido` or `idpedido`. Budget queries (with `idorcamento`): `BudgetItemSortField` (default `id`); ties are broken by `id` in the same direction; any other value is 400. The list is already narrowed (one budget: `idorcamento`): every value is available. */
                field_sort?: string | ("id" | "idpedido" | "id_evento" | "numero_pedido" | "id_produto" | "nome" | "tipo" | "ordem" | "quantidade" | "valor" | "valorvenda" | "valortotal" | "datacadastro") | ("id" | "idproduto" | "ordem" | "quantidade" | "valor" | "tipo" | "nome_produto" | "datacadastro");
                /**
                 * @description Event-order queries: the `pagination.next_cursor` of the previous page, to walk a whole list
                 *     at the same cost per page at any depth (keyset paging). Send it with the same filters,
                 *     `field_sort` and `sort` (a cursor of another sort is 400) and without `page`; `limit` may
                 *     change. Rows added or removed meanwhile never make a page repeat or skip a row.
                 */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List order items (or budget items with idorcamento) */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderItemListDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrdersController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: 1 to 255 printable ASCII characters (else 400), unique per request (a UUID, say), sent bare (`Idempotency-Key: 8e03…`) or as a quoted string (`Idempotency-Key: "8e03…"`, `\"` and `\\` escaped): both spell the same key. Send the header once (two lines are 400). The first request with a key runs and its answer is kept 24 hours with its writes; the same key with the same request (method, operation, body) answers that status and body again with `Idempotent-Replayed: true` and writes nothing; with another body it is 422 `idempotency_key_reused`; while the first is still running it is 409 `idempotency_key_in_flight` with `Retry-After`. Answers of 5xx and 429 are not kept: retry them with the same key after their `Retry-After`. Keys belong to the account and to the operation: the route and the resource its path names (`/financial/06/charge` is `/financial/6/charge`). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderDto"];
            };
        };
        responses: {
            /** @description Created: Create an order and/or add items */
            201: {
                headers: {
                    /** @description `true` when this is the kept answer of an earlier request with the same `Idempotency-Key` */
                    "Idempotent-Replayed"?: "true";
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateOrderResponseDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change; or the `Idempotency-Key` is still in flight (`idempotency_key_in_flight`, with `Retry-After`) */
            409: {
                headers: {
                    /** @description With `idempotency_key_in_flight`: seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit; or the `Idempotency-Key` was used with another request (`idempotency_key_reused`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrdersController_view: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, without a body, while the resource is still at one of these versions (the `ETag`s an earlier `GET` answered; `*`: any). Weak tags (`W/"…"`) match too. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Item ID (digits) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: View one order item */
            200: {
                headers: {
                    /** @description The version of the resource: send it in `If-Match` of a `PUT` or `DELETE` to apply it only if nobody changed the resource since, or in `If-None-Match` of a `GET` for a 304 while it is unchanged */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderItemDto"];
                };
            };
            /** @description Not Modified: the resource is still at a version `If-None-Match` names (or `*`); no body */
            304: {
                headers: {
                    /** @description The current version of the resource */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrdersController_edit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply the edit only while every item it names is still at one of the versions listed: the `ETag`s that `GET /api/v1/orders/{item id}` answered, comma-separated (`"a", "b"`). An item no longer at any of them is 412 `precondition_failed` (each such item listed) and nothing changes; `*` or no header applies the edit unconditionally. */
                "If-Match"?: string;
                /** @description Apply the change only while the resource is at none of these versions: `*` is 412 `precondition_failed` for a resource that exists (this operation never creates one), as is a tag that is its current `ETag`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The order: numeric internal order ID or `<event_id>-<sequence>`. Anything else is 400; an unknown order is 404. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditOrderItemsDto"];
            };
        };
        responses: {
            /** @description OK: Edit items of an order */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditOrderItemsResponseDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `If-Match` names a version that is no longer current (`precondition_failed`): nothing changed; GET the resource again for its current `ETag` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrdersController_deleteOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Delete only while every item of the order is still at one of the versions listed: the `ETag`s that `GET /api/v1/orders/{item id}` answered, comma-separated. An item no longer at any of them is 412 `precondition_failed` (each such item listed) and nothing is deleted; `*` or no header deletes unconditionally. An order without items matches no tag listed (412): only `*` or no header deletes it, and `If-None-Match: *` is 412 (the order exists). */
                "If-Match"?: string;
                /** @description Apply the change only while the resource is at none of these versions: `*` is 412 `precondition_failed` for a resource that exists (this operation never creates one), as is a tag that is its current `ETag`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The order: numeric internal order ID or `<event_id>-<sequence>`. Anything else is 400; an unknown order is 404. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Delete an order and all its items */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteOrderResponseDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `If-Match` names a version that is no longer current (`precondition_failed`): nothing changed; GET the resource again for its current `ETag` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrdersController_deleteItems: {
        parameters: {
            query?: never;
            header?: {
                /** @description Delete only while every item named is still at one of the versions listed: the `ETag`s that `GET /api/v1/orders/{item id}` answered, comma-separated. An item no longer at any of them is 412 `precondition_failed` (each such item listed) and nothing is deleted; `*` or no header deletes unconditionally. */
                "If-Match"?: string;
                /** @description Apply the change only while the resource is at none of these versions: `*` is 412 `precondition_failed` for a resource that exists (this operation never creates one), as is a tag that is its current `ETag`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The order: numeric internal order ID or `<event_id>-<sequence>`. Anything else is 400; an unknown order is 404. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteOrderItemsDto"];
            };
        };
        responses: {
            /** @description OK: Delete specific items of an order */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteOrderItemsResponseDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `If-Match` names a version that is no longer current (`precondition_failed`): nothing changed; GET the resource again for its current `ETag` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BudgetsController_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: components["schemas"]["SortDirection"];
                /** @description Budgets of the client. */
                id_cliente?: number;
                /** @description Budgets of the event. */
                idevento?: number;
                /** @description Part of the event's name (`nome_evento`) or of the client's name (legal and trade names too; among the first 1,000 clients so named), case-insensitive. */
                search?: string;
                /** @description Budgets in this status. */
                status?: components["schemas"]["BudgetStatus"];
                /** @description Period: registered on or after this date `YYYY-MM-DD`. */
                data_inicio?: string;
                /** @description Period: registered on or before this date `YYYY-MM-DD`. */
                data_fim?: string;
                /** @description Field to sort by (default `id`); ties are broken by `id` in the same direction; any other value is 400. Bounded cost: a sort no index orders (or a filter no index serves with it) needs a filter that narrows the list (`idevento`, `id_cliente` or a period (`data_inicio`, `data_fim` or both)), else 400 `sort_needs_filter`. `id`: always; `datacadastro`: alone or with `data_inicio`, `data_fim`; with `status` only beside `idevento`, `id_cliente` or a period (`data_inicio`, `data_fim` or both); `status`: always; `valorinicial`: without other filters; with `status` only beside `idevento`, `id_cliente` or a period (`data_inicio`, `data_fim` or both); `id_cliente`: without other filters; with `status` only beside `idevento`, `id_cliente` or a period (`data_inicio`, `data_fim` or both); `idevento`: without other filters; with `status` only beside `idevento`, `id_cliente` or a period (`data_inicio`, `data_fim` or both); `lastFollowUp`: without other filters; with `status` only beside `idevento`, `id_cliente` or a period (`data_inicio`, `data_fim` or both); `nome_evento`: without other filters; with `status` only beside `idevento`, `id_cliente` or a period (`data_inicio`, `data_fim` or both); `data_evento`: only with `idevento`, `id_cliente` or a period (`data_inicio`, `data_fim` or both). ME Eventos compatible values: `nomeevento` (= `nome_evento`), `dataevento` (= `data_evento`), `datadecadastro` (= `datacadastro`). */
                field_sort?: components["schemas"]["BudgetSortField"];
                /** @description ME Eventos compatible. Budgets registered on or after this date: the same as `data_inicio`. */
                start?: string;
                /** @description ME Eventos compatible. Budgets registered on or before this date: the same as `data_fim`. */
                end?: string;
                /** @description ME Eventos compatible. Budgets of this client: the same as `id_cliente`. */
                idcliente?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List budgets */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BudgetListDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BudgetsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: 1 to 255 printable ASCII characters (else 400), unique per request (a UUID, say), sent bare (`Idempotency-Key: 8e03…`) or as a quoted string (`Idempotency-Key: "8e03…"`, `\"` and `\\` escaped): both spell the same key. Send the header once (two lines are 400). The first request with a key runs and its answer is kept 24 hours with its writes; the same key with the same request (method, operation, body) answers that status and body again with `Idempotent-Replayed: true` and writes nothing; with another body it is 422 `idempotency_key_reused`; while the first is still running it is 409 `idempotency_key_in_flight` with `Retry-After`. Answers of 5xx and 429 are not kept: retry them with the same key after their `Retry-After`. Keys belong to the account and to the operation: the route and the resource its path names (`/financial/06/charge` is `/financial/6/charge`). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBudgetDto"];
            };
        };
        responses: {
            /** @description Created: Create a budget with its first proposal */
            201: {
                headers: {
                    /** @description `true` when this is the kept answer of an earlier request with the same `Idempotency-Key` */
                    "Idempotent-Replayed"?: "true";
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BudgetWriteResponseDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change; or the `Idempotency-Key` is still in flight (`idempotency_key_in_flight`, with `Retry-After`) */
            409: {
                headers: {
                    /** @description With `idempotency_key_in_flight`: seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit; or the `Idempotency-Key` was used with another request (`idempotency_key_reused`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BudgetsController_view: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, without a body, while the resource is still at one of these versions (the `ETag`s an earlier `GET` answered; `*`: any). Weak tags (`W/"…"`) match too. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: View a budget */
            200: {
                headers: {
                    /** @description The version of the resource: send it in `If-Match` of a `PUT` or `DELETE` to apply it only if nobody changed the resource since, or in `If-None-Match` of a `GET` for a 304 while it is unchanged */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BudgetViewDto"];
                };
            };
            /** @description Not Modified: the resource is still at a version `If-None-Match` names (or `*`); no body */
            304: {
                headers: {
                    /** @description The current version of the resource */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BudgetsController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply the change only while the resource is still at this version: the `ETag` its `GET` answered. A stale one is 412 `precondition_failed` and nothing changes; `*` or no header applies the change unconditionally. */
                "If-Match"?: string;
                /** @description Apply the change only while the resource is at none of these versions: `*` is 412 `precondition_failed` for a resource that exists (this operation never creates one), as is a tag that is its current `ETag`. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBudgetDto"];
            };
        };
        responses: {
            /** @description OK: Update a budget */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BudgetWriteResponseDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `If-Match` names a version that is no longer current (`precondition_failed`): nothing changed; GET the resource again for its current `ETag` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BudgetsController_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Delete only while the resource is still at this version: the `ETag` its `GET` answered. A stale one is 412 `precondition_failed` and nothing is deleted; `*` or no header deletes unconditionally. */
                "If-Match"?: string;
                /** @description Apply the change only while the resource is at none of these versions: `*` is 412 `precondition_failed` for a resource that exists (this operation never creates one), as is a tag that is its current `ETag`. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Delete a budget */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BudgetDeleteResponseDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `If-Match` names a version that is no longer current (`precondition_failed`): nothing changed; GET the resource again for its current `ETag` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BudgetsController_followUp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply the change only while the resource is still at this version: the `ETag` its `GET` answered. A stale one is 412 `precondition_failed` and nothing changes; `*` or no header applies the change unconditionally. */
                "If-Match"?: string;
                /** @description Apply the change only while the resource is at none of these versions: `*` is 412 `precondition_failed` for a resource that exists (this operation never creates one), as is a tag that is its current `ETag`. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowUpDto"];
            };
        };
        responses: {
            /** @description OK: Record a follow-up of a budget */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BudgetWriteResponseDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `If-Match` names a version that is no longer current (`precondition_failed`): nothing changed; GET the resource again for its current `ETag` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EquipmentAvailabilityController_list: {
        parameters: {
            query: {
                page?: number;
                limit?: number;
                sort?: components["schemas"]["SortDirection"];
                /** @description First day of the period (`YYYY-MM-DD`). */
                start: string;
                /** @description Last day of the period (`YYYY-MM-DD`); the period covers at most 366 days. */
                end: string;
                /** @description Part of the name or of the description, case-insensitive. */
                search?: string;
                /** @description Field to sort by (default `id`). */
                field_sort?: components["schemas"]["EquipmentSortField"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Availability of every equipment over a period */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EquipmentAvailabilityPage"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EquipmentAvailabilityController_view: {
        parameters: {
            query: {
                /** @description First day of the period (`YYYY-MM-DD`). */
                start: string;
                /** @description Last day of the period (`YYYY-MM-DD`); the period covers at most 366 days. */
                end: string;
            };
            header?: never;
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Availability of one equipment, day by day */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EquipmentAvailability"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FinancialController_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: components["schemas"]["SortDirection"];
                tipo?: components["schemas"]["EntryTipo"];
                /** @description Derived status in the account's time zone. */
                status?: components["schemas"]["EntryStatus"];
                pago?: boolean;
                idevento?: number;
                id_cliente?: number;
                id_categoria?: number;
                forma_pagamento?: components["schemas"]["FormaPagamento"];
                /** @description The installments of one plan. */
                idparcelamento?: number;
                /** @description Due on or after this date. */
                vencimento_inicio?: string;
                /** @description Due on or before this date. */
                vencimento_fim?: string;
                /** @description Paid (or planned to be paid) on or after this date. */
                pagamento_inicio?: string;
                /** @description Paid (or planned to be paid) on or before this date. */
                pagamento_fim?: string;
                /** @description Field to sort by (`status` sorts `aberto`, then `pago`, then `vencido`; the reverse with `sort=desc`) (default `id`); ties are broken by `id` in the same direction; any other value is 400. Bounded cost: a sort no index orders (or a filter no index serves with it) needs a filter that narrows the list (`idevento`, `id_cliente` or `idparcelamento`), else 400 `sort_needs_filter`. `id`: alone or with `tipo`, `status`, `pago`, `forma_pagamento`, `vencimento_inicio`, `vencimento_fim`; with `id_categoria`, `pagamento_inicio`, `pagamento_fim` only beside `idevento`, `id_cliente` or `idparcelamento`; `data_vencimento`: alone or with `tipo`, `status`, `pago`, `forma_pagamento`, `vencimento_inicio`, `vencimento_fim`; with `id_categoria`, `pagamento_inicio`, `pagamento_fim` only beside `idevento`, `id_cliente` or `idparcelamento`; `datapagamento`: alone or with `tipo`, `forma_pagamento`, `vencimento_inicio`, `vencimento_fim`; with `status`, `pago`, `id_categoria`, `pagamento_inicio`, `pagamento_fim` only beside `idevento`, `id_cliente` or `idparcelamento`; `datacompetencia`: without other filters; with `tipo`, `status`, `pago`, `id_categoria`, `forma_pagamento`, `vencimento_inicio`, `vencimento_fim`, `pagamento_inicio`, `pagamento_fim` only beside `idevento`, `id_cliente` or `idparcelamento`; `datacadastro`: only with `idevento`, `id_cliente` or `idparcelamento`; `valor`: only with `idevento`, `id_cliente` or `idparcelamento`; `descricao`: only with `idevento`, `id_cliente` or `idparcelamento`; `numeroparcela`: only with `idevento`, `id_cliente` or `idparcelamento`; `datahoraupdate`: only with `idevento`, `id_cliente` or `idparcelamento`; `tipo`: only with `idevento`, `id_cliente` or `idparcelamento`; `status`: only with `idevento`, `id_cliente` or `idparcelamento`. */
                field_sort?: components["schemas"]["EntrySortField"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Overview of finances */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryListDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FinancialController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: 1 to 255 printable ASCII characters (else 400), unique per request (a UUID, say), sent bare (`Idempotency-Key: 8e03…`) or as a quoted string (`Idempotency-Key: "8e03…"`, `\"` and `\\` escaped): both spell the same key. Send the header once (two lines are 400). The first request with a key runs and its answer is kept 24 hours with its writes; the same key with the same request (method, operation, body) answers that status and body again with `Idempotent-Replayed: true` and writes nothing; with another body it is 422 `idempotency_key_reused`; while the first is still running it is 409 `idempotency_key_in_flight` with `Retry-After`. Answers of 5xx and 429 are not kept: retry them with the same key after their `Retry-After`. Keys belong to the account and to the operation: the route and the resource its path names (`/financial/06/charge` is `/financial/6/charge`). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEntryDto"];
            };
        };
        responses: {
            /** @description Created: Register an entry or an installment plan */
            201: {
                headers: {
                    /** @description `true` when this is the kept answer of an earlier request with the same `Idempotency-Key` */
                    "Idempotent-Replayed"?: "true";
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntriesCreatedDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change; or the `Idempotency-Key` is still in flight (`idempotency_key_in_flight`, with `Retry-After`) */
            409: {
                headers: {
                    /** @description With `idempotency_key_in_flight`: seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit; or the `Idempotency-Key` was used with another request (`idempotency_key_reused`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FinancialController_viewGateway: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, without a body, while the resource is still at one of these versions (the `ETag`s an earlier `GET` answered; `*`: any). Weak tags (`W/"…"`) match too. */
                "If-None-Match"?: string;
            };
            path: {
                gateway: "manual" | "asaas";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: View the settings of a payment gateway */
            200: {
                headers: {
                    /** @description The version of the resource: send it in `If-Match` of a `PUT` or `DELETE` to apply it only if nobody changed the resource since, or in `If-None-Match` of a `GET` for a 304 while it is unchanged */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GatewaySettingsViewDto"];
                };
            };
            /** @description Not Modified: the resource is still at a version `If-None-Match` names (or `*`); no body */
            304: {
                headers: {
                    /** @description The current version of the resource */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FinancialController_updateGateway: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply the change only while the resource is still at this version: the `ETag` its `GET` answered. A stale one is 412 `precondition_failed` and nothing changes; `*` or no header applies the change unconditionally. */
                "If-Match"?: string;
                /** @description Apply the change only while the resource is at none of these versions: `*` is 412 `precondition_failed` for a resource that exists (this operation never creates one), as is a tag that is its current `ETag`. */
                "If-None-Match"?: string;
            };
            path: {
                gateway: "manual" | "asaas";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GatewaySettingsDto"];
            };
        };
        responses: {
            /** @description OK: Configure a payment gateway */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GatewaySettingsWrittenDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `If-Match` names a version that is no longer current (`precondition_failed`): nothing changed; GET the resource again for its current `ETag` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FinancialController_gatewayReturn: {
        parameters: {
            query?: never;
            header?: {
                /** @description The webhook token configured for the account (asaas). */
                "asaas-access-token"?: string;
            };
            path: {
                gateway: "asaas";
                /** @description The random key of the account's return URL (the last part of its `url_retorno`). */
                chave: string;
            };
            cookie?: never;
        };
        /** @description The gateway's event, as the gateway sends it. */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK: Receive a payment gateway's return (webhook) at an account's return URL */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GatewayReturnAckDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The gateway's authentication failed; nothing changed */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FinancialController_view: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, without a body, while the resource is still at one of these versions (the `ETag`s an earlier `GET` answered; `*`: any). Weak tags (`W/"…"`) match too. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Financial entry ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Details of an entry */
            200: {
                headers: {
                    /** @description The version of the resource: send it in `If-Match` of a `PUT` or `DELETE` to apply it only if nobody changed the resource since, or in `If-None-Match` of a `GET` for a 304 while it is unchanged */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryDetailDto"];
                };
            };
            /** @description Not Modified: the resource is still at a version `If-None-Match` names (or `*`); no body */
            304: {
                headers: {
                    /** @description The current version of the resource */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FinancialController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply the change only while the resource is still at this version: the `ETag` its `GET` answered. A stale one is 412 `precondition_failed` and nothing changes; `*` or no header applies the change unconditionally. */
                "If-Match"?: string;
                /** @description Apply the change only while the resource is at none of these versions: `*` is 412 `precondition_failed` for a resource that exists (this operation never creates one), as is a tag that is its current `ETag`. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description Financial entry ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEntryDto"];
            };
        };
        responses: {
            /** @description OK: Update an entry; in a plan, choose the scope with `escopo` */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryWrittenDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `If-Match` names a version that is no longer current (`precondition_failed`): nothing changed; GET the resource again for its current `ETag` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FinancialController_listHistory: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description Sort direction (default `desc`: newest first). */
                sort?: components["schemas"]["SortDirection"];
                /** @description Field to sort by: `id`, the order of the records (default `id`); ties are broken by `id` in the same direction; any other value is 400. The list is already narrowed (one entry: the ID in the path): every value is available. */
                field_sort?: components["schemas"]["HistorySortField"];
            };
            header?: never;
            path: {
                /** @description Financial entry ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: History of an entry */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryListDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FinancialController_issueCharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: 1 to 255 printable ASCII characters (else 400), unique per request (a UUID, say), sent bare (`Idempotency-Key: 8e03…`) or as a quoted string (`Idempotency-Key: "8e03…"`, `\"` and `\\` escaped): both spell the same key. Send the header once (two lines are 400). The first request with a key runs and its answer is kept 24 hours with its writes; the same key with the same request (method, operation, body) answers that status and body again with `Idempotent-Replayed: true` and writes nothing; with another body it is 422 `idempotency_key_reused`; while the first is still running it is 409 `idempotency_key_in_flight` with `Retry-After`. Answers of 5xx and 429 are not kept: retry them with the same key after their `Retry-After`. Keys belong to the account and to the operation: the route and the resource its path names (`/financial/06/charge` is `/financial/6/charge`). */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Financial entry ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IssueChargeDto"];
            };
        };
        responses: {
            /** @description Created: Issue a charge for a receivable */
            201: {
                headers: {
                    /** @description `true` when this is the kept answer of an earlier request with the same `Idempotency-Key` */
                    "Idempotent-Replayed"?: "true";
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryWrittenDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change; or the `Idempotency-Key` is still in flight (`idempotency_key_in_flight`, with `Retry-After`) */
            409: {
                headers: {
                    /** @description With `idempotency_key_in_flight`: seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit; or the `Idempotency-Key` was used with another request (`idempotency_key_reused`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The payment gateway did not answer properly; nothing was recorded */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FinancialController_cancelCharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Financial entry ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Cancel the open charge of an entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryWrittenDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The payment gateway did not answer properly; nothing was changed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FinancialController_chargeReturn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: 1 to 255 printable ASCII characters (else 400), unique per request (a UUID, say), sent bare (`Idempotency-Key: 8e03…`) or as a quoted string (`Idempotency-Key: "8e03…"`, `\"` and `\\` escaped): both spell the same key. Send the header once (two lines are 400). The first request with a key runs and its answer is kept 24 hours with its writes; the same key with the same request (method, operation, body) answers that status and body again with `Idempotent-Replayed: true` and writes nothing; with another body it is 422 `idempotency_key_reused`; while the first is still running it is 409 `idempotency_key_in_flight` with `Retry-After`. Answers of 5xx and 429 are not kept: retry them with the same key after their `Retry-After`. Keys belong to the account and to the operation: the route and the resource its path names (`/financial/06/charge` is `/financial/6/charge`). */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Financial entry ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChargeReturnDto"];
            };
        };
        responses: {
            /** @description OK: Record the return of a manual charge */
            200: {
                headers: {
                    /** @description `true` when this is the kept answer of an earlier request with the same `Idempotency-Key` */
                    "Idempotent-Replayed"?: "true";
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryWrittenDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change; or the `Idempotency-Key` is still in flight (`idempotency_key_in_flight`, with `Retry-After`) */
            409: {
                headers: {
                    /** @description With `idempotency_key_in_flight`: seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit; or the `Idempotency-Key` was used with another request (`idempotency_key_reused`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ProposalAnswersController_accept: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: 1 to 255 printable ASCII characters (else 400), unique per request (a UUID, say), sent bare (`Idempotency-Key: 8e03…`) or as a quoted string (`Idempotency-Key: "8e03…"`, `\"` and `\\` escaped): both spell the same key. Send the header once (two lines are 400). The first request with a key runs and its answer is kept 24 hours with its writes; the same key with the same request (method, operation, body) answers that status and body again with `Idempotent-Replayed: true` and writes nothing; with another body it is 422 `idempotency_key_reused`; while the first is still running it is 409 `idempotency_key_in_flight` with `Retry-After`. Answers of 5xx and 429 are not kept: retry them with the same key after their `Retry-After`. Keys belong to the account and to the operation: the route and the resource its path names (`/financial/06/charge` is `/financial/6/charge`). */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Budget ID (the demo's budget 2 is an open proposal) */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptBudgetDto"];
            };
        };
        responses: {
            /** @description OK: Accept a budget's proposal (taken by the company) and book it */
            200: {
                headers: {
                    /** @description `true` when this is the kept answer of an earlier request with the same `Idempotency-Key` */
                    "Idempotent-Replayed"?: "true";
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedBudgetDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change; or the `Idempotency-Key` is still in flight (`idempotency_key_in_flight`, with `Retry-After`) */
            409: {
                headers: {
                    /** @description With `idempotency_key_in_flight`: seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Past its validity: the proposal can no longer be answered */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit; or the `Idempotency-Key` was used with another request (`idempotency_key_reused`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ProposalAnswersController_decline: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: 1 to 255 printable ASCII characters (else 400), unique per request (a UUID, say), sent bare (`Idempotency-Key: 8e03…`) or as a quoted string (`Idempotency-Key: "8e03…"`, `\"` and `\\` escaped): both spell the same key. Send the header once (two lines are 400). The first request with a key runs and its answer is kept 24 hours with its writes; the same key with the same request (method, operation, body) answers that status and body again with `Idempotent-Replayed: true` and writes nothing; with another body it is 422 `idempotency_key_reused`; while the first is still running it is 409 `idempotency_key_in_flight` with `Retry-After`. Answers of 5xx and 429 are not kept: retry them with the same key after their `Retry-After`. Keys belong to the account and to the operation: the route and the resource its path names (`/financial/06/charge` is `/financial/6/charge`). */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Budget ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineBudgetDto"];
            };
        };
        responses: {
            /** @description OK: Decline a budget's proposal (taken by the company) */
            200: {
                headers: {
                    /** @description `true` when this is the kept answer of an earlier request with the same `Idempotency-Key` */
                    "Idempotent-Replayed"?: "true";
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeclinedBudgetDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change; or the `Idempotency-Key` is still in flight (`idempotency_key_in_flight`, with `Retry-After`) */
            409: {
                headers: {
                    /** @description With `idempotency_key_in_flight`: seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Past its validity: the proposal can no longer be answered */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit; or the `Idempotency-Key` was used with another request (`idempotency_key_reused`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ProposalAnswersController_rotate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply the change only while the resource is still at this version: the `ETag` its `GET` answered. A stale one is 412 `precondition_failed` and nothing changes; `*` or no header applies the change unconditionally. */
                "If-Match"?: string;
                /** @description Apply the change only while the resource is at none of these versions: `*` is 412 `precondition_failed` for a resource that exists (this operation never creates one), as is a tag that is its current `ETag`. */
                "If-None-Match"?: string;
                /** @description Makes a retry of this request safe: 1 to 255 printable ASCII characters (else 400), unique per request (a UUID, say), sent bare (`Idempotency-Key: 8e03…`) or as a quoted string (`Idempotency-Key: "8e03…"`, `\"` and `\\` escaped): both spell the same key. Send the header once (two lines are 400). The first request with a key runs and its answer is kept 24 hours with its writes; the same key with the same request (method, operation, body) answers that status and body again with `Idempotent-Replayed: true` and writes nothing; with another body it is 422 `idempotency_key_reused`; while the first is still running it is 409 `idempotency_key_in_flight` with `Retry-After`. Answers of 5xx and 429 are not kept: retry them with the same key after their `Retry-After`. Keys belong to the account and to the operation: the route and the resource its path names (`/financial/06/charge` is `/financial/6/charge`). */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Budget ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Give a budget's proposal a new link */
            200: {
                headers: {
                    /** @description `true` when this is the kept answer of an earlier request with the same `Idempotency-Key` */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenRotatedDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change; or the `Idempotency-Key` is still in flight (`idempotency_key_in_flight`, with `Retry-After`) */
            409: {
                headers: {
                    /** @description With `idempotency_key_in_flight`: seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `If-Match` names a version that is no longer current */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit; or the `Idempotency-Key` was used with another request (`idempotency_key_reused`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ClientPrivacyController_export: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Export a client's personal data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDataDto"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ClientPrivacyController_anonymizeClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: 1 to 255 printable ASCII characters (else 400), unique per request (a UUID, say), sent bare (`Idempotency-Key: 8e03…`) or as a quoted string (`Idempotency-Key: "8e03…"`, `\"` and `\\` escaped): both spell the same key. Send the header once (two lines are 400). The first request with a key runs and its answer is kept 24 hours with its writes; the same key with the same request (method, operation, body) answers that status and body again with `Idempotent-Replayed: true` and writes nothing; with another body it is 422 `idempotency_key_reused`; while the first is still running it is 409 `idempotency_key_in_flight` with `Retry-After`. Answers of 5xx and 429 are not kept: retry them with the same key after their `Retry-After`. Keys belong to the account and to the operation: the route and the resource its path names (`/financial/06/charge` is `/financial/6/charge`). */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Anonymise a client */
            200: {
                headers: {
                    /** @description `true` when this is the kept answer of an earlier request with the same `Idempotency-Key` */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnonymizedClientResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change; or the `Idempotency-Key` is still in flight (`idempotency_key_in_flight`, with `Retry-After`) */
            409: {
                headers: {
                    /** @description With `idempotency_key_in_flight`: seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit; or the `Idempotency-Key` was used with another request (`idempotency_key_reused`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    GuestPrivacyController_anonymizeGuest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: 1 to 255 printable ASCII characters (else 400), unique per request (a UUID, say), sent bare (`Idempotency-Key: 8e03…`) or as a quoted string (`Idempotency-Key: "8e03…"`, `\"` and `\\` escaped): both spell the same key. Send the header once (two lines are 400). The first request with a key runs and its answer is kept 24 hours with its writes; the same key with the same request (method, operation, body) answers that status and body again with `Idempotent-Replayed: true` and writes nothing; with another body it is 422 `idempotency_key_reused`; while the first is still running it is 409 `idempotency_key_in_flight` with `Retry-After`. Answers of 5xx and 429 are not kept: retry them with the same key after their `Retry-After`. Keys belong to the account and to the operation: the route and the resource its path names (`/financial/06/charge` is `/financial/6/charge`). */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Anonymise a guest */
            200: {
                headers: {
                    /** @description `true` when this is the kept answer of an earlier request with the same `Idempotency-Key` */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnonymizedGuestResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change; or the `Idempotency-Key` is still in flight (`idempotency_key_in_flight`, with `Retry-After`) */
            409: {
                headers: {
                    /** @description With `idempotency_key_in_flight`: seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit; or the `Idempotency-Key` was used with another request (`idempotency_key_reused`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ReportsController_eventCosts: {
        parameters: {
            query?: never;
            header?: {
                /** @description `text/csv` for CSV; anything else answers JSON. */
                Accept?: "application/json" | "text/csv";
            };
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report: JSON, or CSV with `Accept: text/csv`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventCostsView"];
                    "text/csv": string;
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ReportsController_results: {
        parameters: {
            query: {
                de: string;
                /** @description Last month of the period (`YYYY-MM`), included: not before `de` (400 `period_reversed`); a period of at most 24 months (400 `period_too_long`). */
                ate: string;
            };
            header?: {
                /** @description `text/csv` for CSV; anything else answers JSON. */
                Accept?: "application/json" | "text/csv";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report: JSON, or CSV with `Accept: text/csv`. */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultsView"];
                    "text/csv": string;
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ReportsController_commissions: {
        parameters: {
            query: {
                de: string;
                /** @description Last month of the period (`YYYY-MM`), included: not before `de` (400 `period_reversed`); a period of at most 24 months (400 `period_too_long`). */
                ate: string;
                base?: components["schemas"]["CommissionBase"];
            };
            header?: {
                /** @description `text/csv` for CSV; anything else answers JSON. */
                Accept?: "application/json" | "text/csv";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report: JSON, or CSV with `Accept: text/csv`. */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommissionsView"];
                    "text/csv": string;
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    WebhooksController_list: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: components["schemas"]["SortDirection"];
                /** @description Sort field (default `id`); ties are broken by `id` in the same direction; any other value is 400. The list is already narrowed (an account holds at most `WEBHOOKS_PER_ACCOUNT_MAX` webhooks (20 by default)): every value is available. */
                field_sort?: components["schemas"]["WebhookSortField"];
                /** @description Only active (`true`) or inactive (`false`) webhooks. */
                active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List webhooks */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookListResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    WebhooksController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: 1 to 255 printable ASCII characters (else 400), unique per request (a UUID, say), sent bare (`Idempotency-Key: 8e03…`) or as a quoted string (`Idempotency-Key: "8e03…"`, `\"` and `\\` escaped): both spell the same key. Send the header once (two lines are 400). The first request with a key runs and its answer is kept 24 hours with its writes; the same key with the same request (method, operation, body) answers that status and body again with `Idempotent-Replayed: true` and writes nothing; with another body it is 422 `idempotency_key_reused`; while the first is still running it is 409 `idempotency_key_in_flight` with `Retry-After`. Answers of 5xx and 429 are not kept: retry them with the same key after their `Retry-After`. Keys belong to the account and to the operation: the route and the resource its path names (`/financial/06/charge` is `/financial/6/charge`). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookDto"];
            };
        };
        responses: {
            /** @description Created: Create a webhook */
            201: {
                headers: {
                    /** @description `true` when this is the kept answer of an earlier request with the same `Idempotency-Key` */
                    "Idempotent-Replayed"?: "true";
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWriteResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change; or the `Idempotency-Key` is still in flight (`idempotency_key_in_flight`, with `Retry-After`) */
            409: {
                headers: {
                    /** @description With `idempotency_key_in_flight`: seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit; or the `Idempotency-Key` was used with another request (`idempotency_key_reused`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    WebhooksController_view: {
        parameters: {
            query?: never;
            header?: {
                /** @description Answer 304 Not Modified, without a body, while the resource is still at one of these versions (the `ETag`s an earlier `GET` answered; `*`: any). Weak tags (`W/"…"`) match too. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: View a webhook */
            200: {
                headers: {
                    /** @description The version of the resource: send it in `If-Match` of a `PUT` or `DELETE` to apply it only if nobody changed the resource since, or in `If-None-Match` of a `GET` for a 304 while it is unchanged */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDto"];
                };
            };
            /** @description Not Modified: the resource is still at a version `If-None-Match` names (or `*`); no body */
            304: {
                headers: {
                    /** @description The current version of the resource */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    WebhooksController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply the change only while the resource is still at this version: the `ETag` its `GET` answered. A stale one is 412 `precondition_failed` and nothing changes; `*` or no header applies the change unconditionally. */
                "If-Match"?: string;
                /** @description Apply the change only while the resource is at none of these versions: `*` is 412 `precondition_failed` for a resource that exists (this operation never creates one), as is a tag that is its current `ETag`. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookDto"];
            };
        };
        responses: {
            /** @description OK: Update a webhook */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWriteResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `If-Match` names a version that is no longer current (`precondition_failed`): nothing changed; GET the resource again for its current `ETag` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    WebhooksController_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Delete only while the resource is still at this version: the `ETag` its `GET` answered. A stale one is 412 `precondition_failed` and nothing is deleted; `*` or no header deletes unconditionally. */
                "If-Match"?: string;
                /** @description Apply the change only while the resource is at none of these versions: `*` is 412 `precondition_failed` for a resource that exists (this operation never creates one), as is a tag that is its current `ETag`. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Delete a webhook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeleteResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `If-Match` names a version that is no longer current (`precondition_failed`): nothing changed; GET the resource again for its current `ETag` */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    WebhooksController_listDeliveries: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: components["schemas"]["SortDirection"];
                /** @description Sort field (default `id`); ties are broken by `id` in the same direction; any other value is 400. The list is already narrowed (one webhook: the ID in the path): every value is available. */
                field_sort?: components["schemas"]["DeliverySortField"];
                /** @description Only deliveries in this status. */
                status?: components["schemas"]["DeliveryStatus"];
                /** @description Only deliveries of this notification kind. */
                event?: components["schemas"]["NotificationKind"];
            };
            header?: never;
            path: {
                /**
                 * @description ID (digits only)
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List the deliveries of a webhook */
            200: {
                headers: {
                    /** @description The body fields and query parameters the operation does not know, ignored (comma-separated paths; sent only when there were any). With `Prefer: handling=strict` they are refused instead (400 `unknown_field`). */
                    "Ignored-Fields"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryListResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    WebhooksController_retry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry of this request safe: 1 to 255 printable ASCII characters (else 400), unique per request (a UUID, say), sent bare (`Idempotency-Key: 8e03…`) or as a quoted string (`Idempotency-Key: "8e03…"`, `\"` and `\\` escaped): both spell the same key. Send the header once (two lines are 400). The first request with a key runs and its answer is kept 24 hours with its writes; the same key with the same request (method, operation, body) answers that status and body again with `Idempotent-Replayed: true` and writes nothing; with another body it is 422 `idempotency_key_reused`; while the first is still running it is 409 `idempotency_key_in_flight` with `Retry-After`. Answers of 5xx and 429 are not kept: retry them with the same key after their `Retry-After`. Keys belong to the account and to the operation: the route and the resource its path names (`/financial/06/charge` is `/financial/6/charge`). */
                "Idempotency-Key"?: string;
            };
            path: {
                /**
                 * @description Delivery ID
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: Send a delivery again */
            202: {
                headers: {
                    /** @description `true` when this is the kept answer of an earlier request with the same `Idempotency-Key` */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryWriteResponse"];
                };
            };
            /** @description Malformed JSON, wrong types, missing required fields, bad paging or sorting; unknown fields or query parameters under `Prefer: handling=strict` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Missing, malformed, unknown or revoked token (with `WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    /** @description `Bearer` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The resource named in the path does not exist (or belongs to another account) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request line and headers did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The state forbids the change; or the `Idempotency-Key` is still in flight (`idempotency_key_in_flight`, with `Retry-After`) */
            409: {
                headers: {
                    /** @description With `idempotency_key_in_flight`: seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body larger than the limit (1 MiB by default) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A path segment over 100 characters */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Body is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body names things that do not exist or do not fit; or the `Idempotency-Key` was used with another request (`idempotency_key_reused`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rate limit reached; retry after `Retry-After` seconds */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Request line and headers over 16 KiB */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected fault: a generic message and the request ID, never internals */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The database stayed contended (deadlock, lock wait, cluster certification conflict) after the retries: nothing was written; retry after `Retry-After` seconds (code `busy`) */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
}
