// Written by `npm run openapi:examples`; do not edit by hand.
// What a fresh demo account answers to each operation's documented example request, shown as
// the operation's success example. test/openapi-examples.e2e-spec.ts fails when one drifts.
export const DEMO_ANSWERS: Record<string, Record<string, unknown>> = {
  "GET /api/v1/account": {
    "default": {
      "id": 1,
      "nome": "Buffet Demonstração",
      "timezone": "America/Sao_Paulo"
    }
  },
  "GET /health": {
    "default": {
      "status": "ok"
    }
  },
  "GET /health/ready": {
    "default": {
      "status": "ok",
      "checks": {
        "database": {
          "status": "up"
        },
        "queue": {
          "status": "up"
        }
      }
    }
  },
  "GET /api/v1/howmet": {
    "default": {
      "data": [
        {
          "id": 1,
          "nome": "Instagram",
          "ativo": true
        },
        {
          "id": 2,
          "nome": "Google",
          "ativo": true
        },
        {
          "id": 3,
          "nome": "Indicação",
          "ativo": true
        },
        {
          "id": 4,
          "nome": "Facebook",
          "ativo": true
        },
        {
          "id": 5,
          "nome": "Site",
          "ativo": true
        },
        {
          "id": 6,
          "nome": "Outro",
          "ativo": true
        }
      ],
      "pagination": {
        "page": 1,
        "page_size": 100,
        "total_page": 1,
        "total_data": 6
      }
    }
  },
  "GET /api/v1/eventtype": {
    "default": {
      "data": [
        {
          "id": 1,
          "nome": "Casamento",
          "ativo": true,
          "idtipoevento": 1,
          "tipoevento": "Casamento"
        },
        {
          "id": 2,
          "nome": "Aniversário",
          "ativo": true,
          "idtipoevento": 2,
          "tipoevento": "Aniversário"
        },
        {
          "id": 3,
          "nome": "Formatura",
          "ativo": true,
          "idtipoevento": 3,
          "tipoevento": "Formatura"
        },
        {
          "id": 4,
          "nome": "Corporativo",
          "ativo": true,
          "idtipoevento": 4,
          "tipoevento": "Corporativo"
        },
        {
          "id": 5,
          "nome": "Debutante",
          "ativo": true,
          "idtipoevento": 5,
          "tipoevento": "Debutante"
        },
        {
          "id": 6,
          "nome": "Batizado",
          "ativo": true,
          "idtipoevento": 6,
          "tipoevento": "Batizado"
        },
        {
          "id": 7,
          "nome": "Outro",
          "ativo": true,
          "idtipoevento": 7,
          "tipoevento": "Outro"
        }
      ],
      "pagination": {
        "page": 1,
        "page_size": 100,
        "total_page": 1,
        "total_data": 7
      }
    }
  },
  "GET /api/v1/seller": {
    "default": {
      "data": [
        {
          "id": 1,
          "nome": "Vendedor padrão",
          "email": null,
          "telefone": null,
          "ativo": true
        }
      ],
      "pagination": {
        "page": 1,
        "page_size": 100,
        "total_page": 1,
        "total_data": 1
      }
    }
  },
  "GET /api/v1/eventlocation": {
    "default": {
      "data": [
        {
          "id": 1,
          "nome": "Salão próprio",
          "endereco": null,
          "numero": null,
          "bairro": null,
          "cidade": null,
          "uf": null,
          "cep": null,
          "capacidade": null,
          "ativo": true,
          "idlocalevento": 1,
          "localevento": "Salão próprio"
        }
      ],
      "pagination": {
        "page": 1,
        "page_size": 100,
        "total_page": 1,
        "total_data": 1
      }
    }
  },
  "GET /api/v1/cards": {
    "default": {
      "data": [
        {
          "id": 1,
          "nome": "Visa",
          "ativo": true
        },
        {
          "id": 2,
          "nome": "Mastercard",
          "ativo": true
        },
        {
          "id": 3,
          "nome": "Elo",
          "ativo": true
        },
        {
          "id": 4,
          "nome": "American Express",
          "ativo": true
        },
        {
          "id": 5,
          "nome": "Hipercard",
          "ativo": true
        },
        {
          "id": 6,
          "nome": "Maquininha de cartão",
          "ativo": true
        }
      ],
      "pagination": {
        "page": 1,
        "page_size": 100,
        "total_page": 1,
        "total_data": 6
      }
    }
  },
  "GET /api/v1/costcenter": {
    "default": {
      "data": [
        {
          "id": 1,
          "nome": "Administrativo",
          "ativo": true
        },
        {
          "id": 2,
          "nome": "Cozinha",
          "ativo": true
        },
        {
          "id": 3,
          "nome": "Eventos",
          "ativo": true
        },
        {
          "id": 4,
          "nome": "Marketing",
          "ativo": true
        }
      ],
      "pagination": {
        "page": 1,
        "page_size": 100,
        "total_page": 1,
        "total_data": 4
      }
    }
  },
  "GET /api/v1/financialcategory": {
    "default": {
      "data": [
        {
          "id": 1,
          "nome": "Venda de eventos",
          "ativo": true
        },
        {
          "id": 2,
          "nome": "Sinal de contrato",
          "ativo": true
        },
        {
          "id": 3,
          "nome": "Fornecedores",
          "ativo": true
        },
        {
          "id": 4,
          "nome": "Salários",
          "ativo": true
        },
        {
          "id": 5,
          "nome": "Aluguel",
          "ativo": true
        },
        {
          "id": 6,
          "nome": "Impostos",
          "ativo": true
        },
        {
          "id": 7,
          "nome": "Outras receitas",
          "ativo": true
        },
        {
          "id": 8,
          "nome": "Outras despesas",
          "ativo": true
        }
      ],
      "pagination": {
        "page": 1,
        "page_size": 100,
        "total_page": 1,
        "total_data": 8
      }
    }
  },
  "GET /api/v1/products-services": {
    "default": {
      "data": [
        {
          "id": 1,
          "nome": "Buffet completo (por pessoa)",
          "descricao": "Entrada, prato principal e sobremesa",
          "valor": 89.9,
          "valorcusto": 42.5,
          "medida": "pessoa",
          "datacadastro": "2026-11-26"
        }
      ],
      "pagination": {
        "page": 1,
        "page_size": 100,
        "total_page": 1,
        "total_data": 1
      }
    }
  },
  "POST /api/v1/products-services": {
    "default": {
      "status": "success",
      "message": "Product 4 created",
      "data": {
        "id": 4,
        "nome": "Buffet completo (por pessoa)",
        "descricao": "Entrada, prato principal e sobremesa",
        "valor": 89.9,
        "valorcusto": 42.5,
        "medida": "pessoa",
        "datacadastro": "2026-11-26"
      }
    }
  },
  "GET /api/v1/products-services/{id}": {
    "default": {
      "id": 1,
      "nome": "Buffet completo (por pessoa)",
      "descricao": "Entrada, prato principal e sobremesa",
      "valor": 89.9,
      "valorcusto": 42.5,
      "medida": "pessoa",
      "datacadastro": "2026-11-26"
    }
  },
  "GET /api/v1/equipment": {
    "default": {
      "data": [
        {
          "id": 1,
          "nome": "Mesa redonda 8 lugares",
          "descricao": null,
          "valor": 35,
          "valorcusto": 5,
          "medida": "un",
          "estoque": 40,
          "datacadastro": "2026-11-26"
        }
      ],
      "pagination": {
        "page": 1,
        "page_size": 100,
        "total_page": 1,
        "total_data": 1
      }
    }
  },
  "POST /api/v1/equipment": {
    "default": {
      "status": "success",
      "message": "Equipment 3 created",
      "data": {
        "id": 3,
        "nome": "Mesa redonda 8 lugares",
        "descricao": "Tampo de MDF com toalha branca",
        "valor": 35,
        "valorcusto": 5,
        "medida": "un",
        "estoque": 40,
        "datacadastro": "2026-11-26"
      }
    }
  },
  "GET /api/v1/equipment/{id}": {
    "default": {
      "id": 1,
      "nome": "Mesa redonda 8 lugares",
      "descricao": null,
      "valor": 35,
      "valorcusto": 5,
      "medida": "un",
      "estoque": 40,
      "datacadastro": "2026-11-26"
    }
  },
  "GET /api/v1/clients": {
    "default": {
      "data": [
        {
          "id": 1,
          "nome": "Maria da Silva",
          "tipo_pessoa": "F",
          "documento": "52998224725",
          "email": "maria@example.com",
          "telefone": "11987654321",
          "cep": null,
          "endereco": null,
          "numero": null,
          "complemento": null,
          "bairro": null,
          "cidade": "São Paulo",
          "uf": "SP",
          "id_como_conheceu": null,
          "observacoes": null,
          "datacadastro": "2026-11-26",
          "estado": "SP",
          "cpf": "52998224725",
          "tipocadastro": 0,
          "datadecadastro": "2026-11-26"
        }
      ],
      "pagination": {
        "page": 1,
        "page_size": 100,
        "total_page": 1,
        "total_data": 1
      }
    }
  },
  "POST /api/v1/clients": {
    "one": {
      "status": "success",
      "message": "Client 3 created",
      "data": [
        {
          "id": 3,
          "nome": "Ana Pereira",
          "tipo_pessoa": "F",
          "documento": "39053344705",
          "email": "ana.pereira@example.com",
          "telefone": "21998765432",
          "cep": null,
          "endereco": null,
          "numero": null,
          "complemento": null,
          "bairro": null,
          "cidade": null,
          "uf": null,
          "id_como_conheceu": null,
          "observacoes": null,
          "datacadastro": "2026-11-26",
          "estado": null,
          "cpf": "39053344705",
          "tipocadastro": 0,
          "datadecadastro": "2026-11-26"
        }
      ]
    },
    "many": {
      "status": "success",
      "message": "2 clients created",
      "data": [
        {
          "id": 3,
          "nome": "João Santos",
          "tipo_pessoa": "F",
          "documento": "11144477735",
          "email": null,
          "telefone": null,
          "cep": "01310100",
          "endereco": null,
          "numero": null,
          "complemento": null,
          "bairro": null,
          "cidade": null,
          "uf": "SP",
          "id_como_conheceu": 1,
          "observacoes": null,
          "datacadastro": "2026-11-26",
          "estado": "SP",
          "cpf": "11144477735",
          "tipocadastro": 0,
          "datadecadastro": "2026-11-26"
        },
        {
          "id": 4,
          "nome": "Alegria Eventos Ltda",
          "tipo_pessoa": "J",
          "documento": "12ABC34501DE35",
          "email": "contato@alegria.com.br",
          "telefone": null,
          "cep": null,
          "endereco": null,
          "numero": null,
          "complemento": null,
          "bairro": null,
          "cidade": null,
          "uf": null,
          "id_como_conheceu": null,
          "observacoes": null,
          "datacadastro": "2026-11-26",
          "estado": null,
          "cnpjpj": "12ABC34501DE35",
          "tipocadastro": 1,
          "datadecadastro": "2026-11-26"
        }
      ]
    },
    "meEventos": {
      "status": "success",
      "message": "Client 3 created",
      "data": [
        {
          "id": 3,
          "nome": "Carla Mendes",
          "tipo_pessoa": "F",
          "documento": "71460238001",
          "email": null,
          "telefone": null,
          "cep": null,
          "endereco": null,
          "numero": null,
          "complemento": null,
          "bairro": null,
          "cidade": null,
          "uf": "PR",
          "id_como_conheceu": null,
          "observacoes": "Indicada pela Júlia",
          "datacadastro": "2026-11-26",
          "estado": "PR",
          "cpf": "71460238001",
          "tipocadastro": 0,
          "datadecadastro": "2026-11-26"
        }
      ]
    }
  },
  "GET /api/v1/clients/{id}": {
    "default": {
      "id": 1,
      "nome": "Maria da Silva",
      "tipo_pessoa": "F",
      "documento": "52998224725",
      "email": "maria@example.com",
      "telefone": "11987654321",
      "cep": null,
      "endereco": null,
      "numero": null,
      "complemento": null,
      "bairro": null,
      "cidade": "São Paulo",
      "uf": "SP",
      "id_como_conheceu": null,
      "observacoes": null,
      "datacadastro": "2026-11-26",
      "estado": "SP",
      "cpf": "52998224725",
      "tipocadastro": 0,
      "datadecadastro": "2026-11-26"
    }
  },
  "PUT /api/v1/clients/{id}": {
    "default": {
      "status": "success",
      "message": "Client 1 updated",
      "data": {
        "id": 1,
        "nome": "Maria da Silva Santos",
        "tipo_pessoa": "F",
        "documento": "52998224725",
        "email": "maria.silva@example.com",
        "telefone": "11987654321",
        "cep": "01310100",
        "endereco": "Avenida Paulista",
        "numero": "1578",
        "complemento": "Apto 42",
        "bairro": "Bela Vista",
        "cidade": "São Paulo",
        "uf": "SP",
        "id_como_conheceu": 1,
        "observacoes": "Prefere contato por WhatsApp",
        "datacadastro": "2026-11-26",
        "estado": "SP",
        "cpf": "52998224725",
        "tipocadastro": 0,
        "datadecadastro": "2026-11-26"
      }
    }
  },
  "DELETE /api/v1/clients/{id}": {
    "default": {
      "status": "success",
      "message": "Client 2 (Roberto Almeida) deleted"
    }
  },
  "GET /api/v1/events": {
    "default": {
      "data": [
        {
          "id": 1,
          "nome": "Casamento Maria e João",
          "data_evento": "2027-01-25",
          "data_fim": null,
          "hora_inicio": null,
          "hora_fim": null,
          "id_cliente": 1,
          "id_tipo_evento": null,
          "id_local": null,
          "id_vendedor": null,
          "id_como_conheceu": null,
          "numero_convidados": 150,
          "status": "CONFIRMADO",
          "observacoes": null,
          "datacadastro": "2026-11-26",
          "nomeevento": "Casamento Maria e João",
          "dataevento": "2027-01-25",
          "horaevento": "",
          "tipoEvento": "",
          "idcliente": 1,
          "nomeCliente": "Maria da Silva",
          "localevento": "",
          "idlocalevento": 0,
          "convidados": 150,
          "observacao": "",
          "datadecadastro": "2026-11-26",
          "idorcamento": 1,
          "datasAdicionais": []
        }
      ],
      "pagination": {
        "page": 1,
        "page_size": 100,
        "total_page": 1,
        "total_data": 1
      }
    }
  },
  "POST /api/v1/events": {
    "event": {
      "status": "success",
      "message": "Event 3 created",
      "data": {
        "id": 3,
        "nome": "Aniversário de 15 anos da Júlia",
        "data_evento": "2027-05-22",
        "data_fim": "2027-05-23",
        "hora_inicio": "20:00",
        "hora_fim": "02:00",
        "id_cliente": 1,
        "id_tipo_evento": 1,
        "id_local": 1,
        "id_vendedor": 1,
        "id_como_conheceu": 2,
        "numero_convidados": 120,
        "status": "PREVISTO",
        "observacoes": "Decoração em tons de lilás",
        "datacadastro": "2026-11-26",
        "nomeevento": "Aniversário de 15 anos da Júlia",
        "dataevento": "2027-05-22",
        "horaevento": "20:00",
        "tipoEvento": "Casamento",
        "idcliente": 1,
        "nomeCliente": "Maria da Silva",
        "localevento": "Salão próprio",
        "idlocalevento": 1,
        "convidados": 120,
        "observacao": "Decoração em tons de lilás",
        "datadecadastro": "2026-11-26",
        "idorcamento": 0,
        "datasAdicionais": [
          {
            "inicio": "2027-05-22",
            "fim": "2027-05-23"
          }
        ]
      }
    }
  },
  "GET /api/v1/events/{id}": {
    "default": {
      "id": 1,
      "nome": "Casamento Maria e João",
      "data_evento": "2027-01-25",
      "data_fim": null,
      "hora_inicio": null,
      "hora_fim": null,
      "id_cliente": 1,
      "id_tipo_evento": null,
      "id_local": null,
      "id_vendedor": null,
      "id_como_conheceu": null,
      "numero_convidados": 150,
      "status": "CONFIRMADO",
      "observacoes": null,
      "datacadastro": "2026-11-26",
      "nomeevento": "Casamento Maria e João",
      "dataevento": "2027-01-25",
      "horaevento": "",
      "tipoEvento": "",
      "idcliente": 1,
      "nomeCliente": "Maria da Silva",
      "localevento": "",
      "idlocalevento": 0,
      "convidados": 150,
      "observacao": "",
      "datadecadastro": "2026-11-26",
      "idorcamento": 1,
      "datasAdicionais": []
    }
  },
  "PUT /api/v1/events/{id}": {
    "update": {
      "status": "success",
      "message": "Event 1 updated",
      "data": {
        "id": 1,
        "nome": "Casamento Maria e João",
        "data_evento": "2027-03-20",
        "data_fim": "2027-03-21",
        "hora_inicio": null,
        "hora_fim": null,
        "id_cliente": 1,
        "id_tipo_evento": null,
        "id_local": null,
        "id_vendedor": null,
        "id_como_conheceu": null,
        "numero_convidados": 180,
        "status": "CONFIRMADO",
        "observacoes": "Cerimônia ao ar livre; plano B no salão",
        "datacadastro": "2026-11-26",
        "nomeevento": "Casamento Maria e João",
        "dataevento": "2027-03-20",
        "horaevento": "",
        "tipoEvento": "",
        "idcliente": 1,
        "nomeCliente": "Maria da Silva",
        "localevento": "",
        "idlocalevento": 0,
        "convidados": 180,
        "observacao": "Cerimônia ao ar livre; plano B no salão",
        "datadecadastro": "2026-11-26",
        "idorcamento": 1,
        "datasAdicionais": [
          {
            "inicio": "2027-03-20",
            "fim": "2027-03-21"
          }
        ]
      }
    }
  },
  "DELETE /api/v1/events/{id}": {
    "default": {
      "status": "success",
      "message": "Event 2 (Confraternização de fim de ano) deleted"
    }
  },
  "GET /api/v1/guests": {
    "default": {
      "data": [
        {
          "id": 1,
          "id_evento": 1,
          "nome": "Ana",
          "sobrenome": "Pereira",
          "email": "ana.pereira@example.com",
          "telefone": null,
          "presenca": "CONFIRMADO",
          "datacadastro": "2026-11-26",
          "idevento": 1
        }
      ],
      "pagination": {
        "page": 1,
        "page_size": 100,
        "total_page": 1,
        "total_data": 1
      }
    }
  },
  "POST /api/v1/guests": {
    "meEventos": {
      "status": "success",
      "message": "Guest 4 created",
      "data": {
        "id": 4,
        "id_evento": 1,
        "nome": "Lúcia",
        "sobrenome": "Prado",
        "email": null,
        "telefone": null,
        "presenca": "PENDENTE",
        "datacadastro": "2026-11-26",
        "idevento": 1
      }
    }
  },
  "GET /api/v1/guests/{id}": {
    "default": {
      "id": 1,
      "id_evento": 1,
      "nome": "Ana",
      "sobrenome": "Pereira",
      "email": "ana.pereira@example.com",
      "telefone": null,
      "presenca": "CONFIRMADO",
      "datacadastro": "2026-11-26",
      "idevento": 1
    }
  },
  "GET /api/v1/orders": {
    "default": {
      "data": [
        {
          "id": 1,
          "idpedido": 1,
          "id_evento": 1,
          "id_produto": 1,
          "nome": "Buffet completo (por pessoa)",
          "descricao": null,
          "quantidade": 150,
          "ndias": 1,
          "valor": 89.9,
          "valorvenda": 89.9,
          "valororiginal": 89.9,
          "valordesconto": 0,
          "valoradd": 0,
          "valorcusto": 42.5,
          "valortotal": 13485,
          "tipo": 2,
          "ordem": 1,
          "datacadastro": "2026-11-26",
          "id_vendedor": null,
          "id_cliente": 1,
          "numero_pedido": 1,
          "numero_pedido_completo": "1-1",
          "nomeevento": "Casamento Maria e João"
        },
        {
          "id": 2,
          "idpedido": 1,
          "id_evento": 1,
          "id_produto": 2,
          "nome": "Garçom (diária)",
          "descricao": null,
          "quantidade": 6,
          "ndias": 1,
          "valor": 180,
          "valorvenda": 180,
          "valororiginal": 180,
          "valordesconto": 0,
          "valoradd": 0,
          "valorcusto": 120,
          "valortotal": 1080,
          "tipo": 2,
          "ordem": 2,
          "datacadastro": "2026-11-26",
          "id_vendedor": null,
          "id_cliente": 1,
          "numero_pedido": 1,
          "numero_pedido_completo": "1-1",
          "nomeevento": "Casamento Maria e João"
        },
        {
          "id": 3,
          "idpedido": 1,
          "id_evento": 1,
          "id_produto": 1,
          "nome": "Mesa redonda 8 lugares",
          "descricao": null,
          "quantidade": 19,
          "ndias": 1,
          "valor": 35,
          "valorvenda": 35,
          "valororiginal": 35,
          "valordesconto": 0,
          "valoradd": 0,
          "valorcusto": 5,
          "valortotal": 665,
          "tipo": 7,
          "ordem": 3,
          "datacadastro": "2026-11-26",
          "id_vendedor": null,
          "id_cliente": 1,
          "numero_pedido": 1,
          "numero_pedido_completo": "1-1",
          "nomeevento": "Casamento Maria e João"
        },
        {
          "id": 4,
          "idpedido": 1,
          "id_evento": 1,
          "id_produto": 2,
          "nome": "Cadeira Tiffany",
          "descricao": null,
          "quantidade": 150,
          "ndias": 1,
          "valor": 8.5,
          "valorvenda": 8.5,
          "valororiginal": 8.5,
          "valordesconto": 0,
          "valoradd": 0,
          "valorcusto": 1.2,
          "valortotal": 1275,
          "tipo": 7,
          "ordem": 4,
          "datacadastro": "2026-11-26",
          "id_vendedor": null,
          "id_cliente": 1,
          "numero_pedido": 1,
          "numero_pedido_completo": "1-1",
          "nomeevento": "Casamento Maria e João"
        }
      ],
      "pagination": {
        "page": 1,
        "page_size": 100,
        "total_page": 1,
        "total_data": 4,
        "next_cursor": null
      }
    }
  },
  "POST /api/v1/orders": {
    "newOrder": {
      "status": "success",
      "message": "Order 1-2 created; 2 items added",
      "data": {
        "idpedido": 2,
        "id_evento": 1,
        "numero": "1-2",
        "sequencial": 2,
        "itens": [
          {
            "id": 5,
            "idpedido": 2,
            "id_evento": 1,
            "id_produto": 3,
            "nome": "Bolo de casamento 3 andares",
            "quantidade": 1,
            "valor": 950,
            "tipo": 2,
            "numero_pedido_completo": "1-2"
          },
          {
            "id": 6,
            "idpedido": 2,
            "id_evento": 1,
            "id_produto": 2,
            "nome": "Cadeira Tiffany",
            "quantidade": 150,
            "valor": 8.5,
            "tipo": 7,
            "numero_pedido_completo": "1-2"
          }
        ]
      },
      "errors": []
    },
    "addItems": {
      "status": "success",
      "message": "1 item added to order 1-1",
      "data": {
        "idpedido": 1,
        "id_evento": 1,
        "itens": [
          {
            "id": 5,
            "nome": "Garçom (diária)",
            "quantidade": 2,
            "tipo": 2
          }
        ]
      },
      "errors": []
    },
    "emptyOrder": {
      "status": "success",
      "message": "Order 1-2 created with no items",
      "data": {
        "idpedido": 2,
        "id_evento": 1,
        "numero": "1-2",
        "sequencial": 2
      }
    }
  },
  "GET /api/v1/orders/{id}": {
    "default": {
      "id": 1,
      "idpedido": 1,
      "id_evento": 1,
      "id_produto": 1,
      "nome": "Buffet completo (por pessoa)",
      "descricao": null,
      "quantidade": 150,
      "ndias": 1,
      "valor": 89.9,
      "valorvenda": 89.9,
      "valororiginal": 89.9,
      "valordesconto": 0,
      "valoradd": 0,
      "valorcusto": 42.5,
      "valortotal": 13485,
      "tipo": 2,
      "ordem": 1,
      "datacadastro": "2026-11-26",
      "id_vendedor": null,
      "id_cliente": 1,
      "numero_pedido": 1,
      "numero_pedido_completo": "1-1",
      "nomeevento": "Casamento Maria e João"
    }
  },
  "PUT /api/v1/orders/{id}": {
    "edit": {
      "status": "success",
      "message": "2 items updated in order 1-1",
      "data": [
        {
          "id": 2,
          "idpedido": 1,
          "id_evento": 1,
          "nome": "Garçom (diária)",
          "numero_pedido_completo": "1-1",
          "quantidade": 8,
          "ndias": 1,
          "descricao": null,
          "valor": 180,
          "valorvenda": 200,
          "valordesconto": 0,
          "valoradd": 0,
          "valortotal": 1600
        },
        {
          "id": 3,
          "idpedido": 1,
          "id_evento": 1,
          "nome": "Mesa redonda 8 lugares",
          "numero_pedido_completo": "1-1",
          "quantidade": 19,
          "ndias": 1,
          "descricao": "Com toalha branca",
          "valor": 35,
          "valorvenda": 35,
          "valordesconto": 15.5,
          "valoradd": 0,
          "valortotal": 649.5
        }
      ],
      "errors": []
    }
  },
  "DELETE /api/v1/orders/{id}": {
    "default": {
      "status": "success",
      "message": "Order 1-1 deleted with its 4 items"
    }
  },
  "DELETE /api/v1/orders/{id}/items": {
    "deleteItems": {
      "status": "success",
      "message": "1 item deleted from order 1-1",
      "deleted": [
        4
      ],
      "errors": []
    }
  },
  "GET /api/v1/budgets": {
    "default": {
      "data": [
        {
          "id": 1,
          "id_cliente": 1,
          "idevento": 1,
          "status": "ABERTO",
          "token": "7JaE0NLkmfvfmy73ZSXzz9gCyJRD68dg",
          "valorinicial": 1634,
          "lastFollowUp": null,
          "observacoes": null,
          "datacadastro": "2026-11-26",
          "proposta": "1-1"
        }
      ],
      "pagination": {
        "page": 1,
        "page_size": 100,
        "total_page": 1,
        "total_data": 1
      }
    }
  },
  "POST /api/v1/budgets": {
    "budget": {
      "status": "success",
      "message": "Budget 2 created with proposal 2-1 and 2 items",
      "data": {
        "id": 2,
        "id_cliente": 1,
        "idevento": 1,
        "status": "ABERTO",
        "token": "-yM9W8eL9PDYiVwMMs8T_9io8V0dGsNT",
        "valorinicial": 13475.75,
        "lastFollowUp": "2026-11-20",
        "observacoes": null,
        "datacadastro": "2026-11-26",
        "proposta": "2-1",
        "valortotal": 13475.75,
        "propostas": [
          {
            "proposta": "2-1",
            "datacadastro": "2026-11-26"
          }
        ],
        "itens": [
          {
            "id": 3,
            "idproduto": 1,
            "idorcamento": 2,
            "idevento": 1,
            "quantidade": 150,
            "desconto": 5,
            "tipocalculo": "%",
            "valor": 89.9,
            "valorepoca": 89.9,
            "valoradd": 0,
            "tipo": "produto",
            "campoextra": null,
            "descricao": null,
            "ordem": 1,
            "ndias": 1,
            "formato": null,
            "datacadastro": "2026-11-26",
            "nome_produto": "Buffet completo (por pessoa)",
            "medida": "pessoa"
          },
          {
            "id": 4,
            "idproduto": 1,
            "idorcamento": 2,
            "idevento": 1,
            "quantidade": 19,
            "desconto": 0,
            "tipocalculo": "R$",
            "valor": 35,
            "valorepoca": 35,
            "valoradd": 0,
            "tipo": "item",
            "campoextra": null,
            "descricao": null,
            "ordem": 2,
            "ndias": 1,
            "formato": null,
            "datacadastro": "2026-11-26",
            "nome_produto": "Mesa redonda 8 lugares",
            "medida": "un"
          }
        ]
      }
    }
  },
  "GET /api/v1/budgets/{id}": {
    "default": {
      "id": 1,
      "id_cliente": 1,
      "idevento": 1,
      "status": "ABERTO",
      "token": "7JaE0NLkmfvfmy73ZSXzz9gCyJRD68dg",
      "valorinicial": 1634,
      "lastFollowUp": null,
      "observacoes": null,
      "datacadastro": "2026-11-26",
      "proposta": "1-1",
      "valortotal": 1634,
      "propostas": [
        {
          "proposta": "1-1",
          "datacadastro": "2026-11-26"
        }
      ],
      "itens": [
        {
          "id": 1,
          "idproduto": 3,
          "idorcamento": 1,
          "idevento": 1,
          "quantidade": 1,
          "desconto": 0,
          "tipocalculo": "R$",
          "valor": 950,
          "valorepoca": 950,
          "valoradd": 0,
          "tipo": "produto",
          "campoextra": null,
          "descricao": null,
          "ordem": 1,
          "ndias": 1,
          "formato": null,
          "datacadastro": "2026-11-26",
          "nome_produto": "Bolo de casamento 3 andares",
          "medida": "un"
        },
        {
          "id": 2,
          "idproduto": 2,
          "idorcamento": 1,
          "idevento": 1,
          "quantidade": 4,
          "desconto": 5,
          "tipocalculo": "%",
          "valor": 180,
          "valorepoca": 180,
          "valoradd": 0,
          "tipo": "produto",
          "campoextra": null,
          "descricao": null,
          "ordem": 2,
          "ndias": 1,
          "formato": null,
          "datacadastro": "2026-11-26",
          "nome_produto": "Garçom (diária)",
          "medida": "diária"
        }
      ]
    }
  },
  "PUT /api/v1/budgets/{id}": {
    "newProposal": {
      "status": "success",
      "message": "Budget 1 updated (new proposal 1-2)",
      "data": {
        "id": 1,
        "id_cliente": 1,
        "idevento": 1,
        "status": "ABERTO",
        "token": "G_LCdfGwLRDXPR_9S_bvJPz95C78aCMh",
        "valorinicial": 1634,
        "lastFollowUp": null,
        "observacoes": "Cliente pediu desconto no bolo",
        "datacadastro": "2026-11-26",
        "proposta": "1-2",
        "valortotal": 900,
        "propostas": [
          {
            "proposta": "1-1",
            "datacadastro": "2026-11-26"
          },
          {
            "proposta": "1-2",
            "datacadastro": "2026-11-26"
          }
        ],
        "itens": [
          {
            "id": 3,
            "idproduto": 3,
            "idorcamento": 1,
            "idevento": 1,
            "quantidade": 1,
            "desconto": 0,
            "tipocalculo": "R$",
            "valor": 900,
            "valorepoca": 950,
            "valoradd": 0,
            "tipo": "produto",
            "campoextra": null,
            "descricao": null,
            "ordem": 1,
            "ndias": 1,
            "formato": null,
            "datacadastro": "2026-11-26",
            "nome_produto": "Bolo de casamento 3 andares",
            "medida": "un"
          }
        ]
      }
    },
    "approve": {
      "status": "success",
      "message": "Budget 1 updated",
      "data": {
        "id": 1,
        "id_cliente": 1,
        "idevento": 1,
        "status": "APROVADO",
        "token": "Rd7KtvrnEwgiiL9iqHd8QyE01PBeKPh0",
        "valorinicial": 1634,
        "lastFollowUp": "2026-11-21",
        "observacoes": null,
        "datacadastro": "2026-11-26",
        "proposta": "1-1",
        "valortotal": 1634,
        "propostas": [
          {
            "proposta": "1-1",
            "datacadastro": "2026-11-26"
          }
        ],
        "itens": [
          {
            "id": 1,
            "idproduto": 3,
            "idorcamento": 1,
            "idevento": 1,
            "quantidade": 1,
            "desconto": 0,
            "tipocalculo": "R$",
            "valor": 950,
            "valorepoca": 950,
            "valoradd": 0,
            "tipo": "produto",
            "campoextra": null,
            "descricao": null,
            "ordem": 1,
            "ndias": 1,
            "formato": null,
            "datacadastro": "2026-11-26",
            "nome_produto": "Bolo de casamento 3 andares",
            "medida": "un"
          },
          {
            "id": 2,
            "idproduto": 2,
            "idorcamento": 1,
            "idevento": 1,
            "quantidade": 4,
            "desconto": 5,
            "tipocalculo": "%",
            "valor": 180,
            "valorepoca": 180,
            "valoradd": 0,
            "tipo": "produto",
            "campoextra": null,
            "descricao": null,
            "ordem": 2,
            "ndias": 1,
            "formato": null,
            "datacadastro": "2026-11-26",
            "nome_produto": "Garçom (diária)",
            "medida": "diária"
          }
        ]
      }
    }
  },
  "DELETE /api/v1/budgets/{id}": {
    "default": {
      "status": "success",
      "message": "Budget 1 deleted with its 1 proposal(s)"
    }
  },
  "GET /api/v1/financial": {
    "default": {
      "data": [
        {
          "id": 1,
          "tipo": "receita",
          "descricao": "Casamento Maria e João: contrato",
          "valor": 1500,
          "valorpago": null,
          "data_vencimento": "2026-12-26",
          "datapagamento": null,
          "pago": false,
          "status": "aberto",
          "forma_pagamento": "pix",
          "idcartao": null,
          "idevento": 1,
          "id_cliente": 1,
          "id_categoria": 1,
          "observacoes": null,
          "idparcelamento": 1,
          "numeroparcela": 1,
          "totalparcelas": 3,
          "datacompetencia": "2026-12-26",
          "juros": 0,
          "multa": 0,
          "desconto": 0,
          "rateio": [],
          "cobranca": null,
          "datacadastro": "2026-11-26",
          "datahoraupdate": "2026-11-26 22:36:53",
          "tipocobranca": "Receita"
        },
        {
          "id": 2,
          "tipo": "receita",
          "descricao": "Casamento Maria e João: contrato",
          "valor": 1500,
          "valorpago": null,
          "data_vencimento": "2027-01-26",
          "datapagamento": null,
          "pago": false,
          "status": "aberto",
          "forma_pagamento": "pix",
          "idcartao": null,
          "idevento": 1,
          "id_cliente": 1,
          "id_categoria": 1,
          "observacoes": null,
          "idparcelamento": 1,
          "numeroparcela": 2,
          "totalparcelas": 3,
          "datacompetencia": "2027-01-26",
          "juros": 0,
          "multa": 0,
          "desconto": 0,
          "rateio": [],
          "cobranca": null,
          "datacadastro": "2026-11-26",
          "datahoraupdate": "2026-11-26 22:36:53",
          "tipocobranca": "Receita"
        },
        {
          "id": 3,
          "tipo": "receita",
          "descricao": "Casamento Maria e João: contrato",
          "valor": 1500,
          "valorpago": null,
          "data_vencimento": "2027-02-26",
          "datapagamento": null,
          "pago": false,
          "status": "aberto",
          "forma_pagamento": "pix",
          "idcartao": null,
          "idevento": 1,
          "id_cliente": 1,
          "id_categoria": 1,
          "observacoes": null,
          "idparcelamento": 1,
          "numeroparcela": 3,
          "totalparcelas": 3,
          "datacompetencia": "2027-02-26",
          "juros": 0,
          "multa": 0,
          "desconto": 0,
          "rateio": [],
          "cobranca": null,
          "datacadastro": "2026-11-26",
          "datahoraupdate": "2026-11-26 22:36:53",
          "tipocobranca": "Receita"
        }
      ],
      "pagination": {
        "page": 1,
        "page_size": 100,
        "total_page": 1,
        "total_data": 3
      },
      "totais": {
        "a_receber": 4500,
        "recebido": 0,
        "vencido_receber": 0,
        "a_pagar": 0,
        "pago": 0,
        "vencido_pagar": 0,
        "saldo": 0
      }
    }
  },
  "POST /api/v1/financial": {
    "plano": {
      "status": "success",
      "message": "Installment plan 6 created with 3 entries",
      "data": [
        {
          "id": 6,
          "tipo": "receita",
          "descricao": "Contrato de buffet",
          "valor": 33.34,
          "valorpago": null,
          "data_vencimento": "2027-01-31",
          "datapagamento": null,
          "pago": false,
          "status": "aberto",
          "forma_pagamento": "pix",
          "idcartao": null,
          "idevento": null,
          "id_cliente": null,
          "id_categoria": null,
          "observacoes": null,
          "idparcelamento": 6,
          "numeroparcela": 1,
          "totalparcelas": 3,
          "datacompetencia": "2027-01-31",
          "juros": 0,
          "multa": 0,
          "desconto": 0,
          "rateio": [],
          "cobranca": null,
          "datacadastro": "2026-11-26",
          "datahoraupdate": "2026-11-26 22:37:04",
          "tipocobranca": "Receita"
        },
        {
          "id": 7,
          "tipo": "receita",
          "descricao": "Contrato de buffet",
          "valor": 33.33,
          "valorpago": null,
          "data_vencimento": "2027-02-28",
          "datapagamento": null,
          "pago": false,
          "status": "aberto",
          "forma_pagamento": "pix",
          "idcartao": null,
          "idevento": null,
          "id_cliente": null,
          "id_categoria": null,
          "observacoes": null,
          "idparcelamento": 6,
          "numeroparcela": 2,
          "totalparcelas": 3,
          "datacompetencia": "2027-02-28",
          "juros": 0,
          "multa": 0,
          "desconto": 0,
          "rateio": [],
          "cobranca": null,
          "datacadastro": "2026-11-26",
          "datahoraupdate": "2026-11-26 22:37:04",
          "tipocobranca": "Receita"
        },
        {
          "id": 8,
          "tipo": "receita",
          "descricao": "Contrato de buffet",
          "valor": 33.33,
          "valorpago": null,
          "data_vencimento": "2027-03-31",
          "datapagamento": null,
          "pago": false,
          "status": "aberto",
          "forma_pagamento": "pix",
          "idcartao": null,
          "idevento": null,
          "id_cliente": null,
          "id_categoria": null,
          "observacoes": null,
          "idparcelamento": 6,
          "numeroparcela": 3,
          "totalparcelas": 3,
          "datacompetencia": "2027-03-31",
          "juros": 0,
          "multa": 0,
          "desconto": 0,
          "rateio": [],
          "cobranca": null,
          "datacadastro": "2026-11-26",
          "datahoraupdate": "2026-11-26 22:37:04",
          "tipocobranca": "Receita"
        }
      ],
      "errors": []
    },
    "rateio": {
      "status": "success",
      "message": "Financial entry 6 created",
      "data": [
        {
          "id": 6,
          "tipo": "despesa",
          "descricao": "Compra de bebidas",
          "valor": 900,
          "valorpago": null,
          "data_vencimento": "2026-12-20",
          "datapagamento": null,
          "pago": false,
          "status": "aberto",
          "forma_pagamento": "boleto",
          "idcartao": null,
          "idevento": null,
          "id_cliente": null,
          "id_categoria": null,
          "observacoes": null,
          "idparcelamento": null,
          "numeroparcela": null,
          "totalparcelas": null,
          "datacompetencia": "2026-12-20",
          "juros": 0,
          "multa": 0,
          "desconto": 0,
          "rateio": [
            {
              "id_centro_custo": 2,
              "percentual": 70,
              "valor": 630
            },
            {
              "id_centro_custo": 3,
              "percentual": 30,
              "valor": 270
            }
          ],
          "cobranca": null,
          "datacadastro": "2026-11-26",
          "datahoraupdate": "2026-11-26 22:37:04",
          "tipocobranca": "Despesa"
        }
      ],
      "errors": []
    }
  },
  "GET /api/v1/financial/gateways/{gateway}": {
    "default": {
      "gateway": "asaas",
      "padrao": false,
      "api_key_configurada": false,
      "base_url": null,
      "webhook_token_configurado": false,
      "url_retorno": null,
      "atualizado_em": null
    }
  },
  "PUT /api/v1/financial/gateways/{gateway}": {
    "asaas": {
      "status": "success",
      "message": "Settings of gateway asaas saved",
      "data": {
        "gateway": "asaas",
        "padrao": true,
        "api_key_configurada": false,
        "base_url": null,
        "webhook_token_configurado": true,
        "url_retorno": "/api/v1/financial/gateway/asaas/kfAnRekcmHy0yJSWxy87KxUdmtnLXSyO",
        "atualizado_em": "2026-11-26 22:37:04",
        "webhook_token_gerado": "VUKFERmwQmS3OKt-BphO_v3rvKyUyB-E7jO9__k0BHQ"
      }
    }
  },
  "POST /api/v1/financial/gateway/{gateway}/{chave}": {
    "paymentReceived": {
      "status": "success",
      "message": "Acknowledged: no charge of this account has that reference; nothing changed"
    }
  },
  "GET /api/v1/financial/{id}": {
    "default": {
      "id": 1,
      "tipo": "receita",
      "descricao": "Casamento Maria e João: contrato",
      "valor": 1500,
      "valorpago": null,
      "data_vencimento": "2026-12-26",
      "datapagamento": null,
      "pago": false,
      "status": "aberto",
      "forma_pagamento": "pix",
      "idcartao": null,
      "idevento": 1,
      "id_cliente": 1,
      "id_categoria": 1,
      "observacoes": null,
      "idparcelamento": 1,
      "numeroparcela": 1,
      "totalparcelas": 3,
      "datacompetencia": "2026-12-26",
      "juros": 0,
      "multa": 0,
      "desconto": 0,
      "rateio": [],
      "cobranca": null,
      "datacadastro": "2026-11-26",
      "datahoraupdate": "2026-11-26 22:36:53",
      "parcelas": [
        {
          "id": 2,
          "numeroparcela": 2,
          "valor": 1500,
          "data_vencimento": "2027-01-26",
          "datapagamento": null,
          "pago": false,
          "status": "aberto",
          "datahoraupdate": "2026-11-26 22:36:53"
        },
        {
          "id": 3,
          "numeroparcela": 3,
          "valor": 1500,
          "data_vencimento": "2027-02-26",
          "datapagamento": null,
          "pago": false,
          "status": "aberto",
          "datahoraupdate": "2026-11-26 22:36:53"
        }
      ],
      "tipocobranca": "Receita"
    }
  },
  "PUT /api/v1/financial/{id}": {
    "proximos": {
      "status": "success",
      "message": "Financial entry 2 updated (2 entries changed)",
      "data": {
        "id": 2,
        "tipo": "receita",
        "descricao": "Casamento Maria e João: contrato",
        "valor": 1500,
        "valorpago": null,
        "data_vencimento": "2027-01-26",
        "datapagamento": null,
        "pago": false,
        "status": "aberto",
        "forma_pagamento": "pix",
        "idcartao": null,
        "idevento": 1,
        "id_cliente": 1,
        "id_categoria": 1,
        "observacoes": "Pagamento via PIX",
        "idparcelamento": 1,
        "numeroparcela": 2,
        "totalparcelas": 3,
        "datacompetencia": "2027-01-26",
        "juros": 0,
        "multa": 0,
        "desconto": 0,
        "rateio": [],
        "cobranca": null,
        "datacadastro": "2026-11-26",
        "datahoraupdate": "2026-11-26 22:37:05",
        "parcelas": [
          {
            "id": 1,
            "numeroparcela": 1,
            "valor": 1500,
            "data_vencimento": "2026-12-26",
            "datapagamento": null,
            "pago": false,
            "status": "aberto",
            "datahoraupdate": "2026-11-26 22:37:05"
          },
          {
            "id": 3,
            "numeroparcela": 3,
            "valor": 1500,
            "data_vencimento": "2027-02-26",
            "datapagamento": null,
            "pago": false,
            "status": "aberto",
            "datahoraupdate": "2026-11-26 22:37:05"
          }
        ],
        "tipocobranca": "Receita"
      },
      "errors": []
    }
  },
  "GET /api/v1/financial/{id}/history": {
    "default": {
      "data": [
        {
          "id": 1,
          "id_lancamento": 1,
          "acao": "criacao",
          "escopo": null,
          "usuario": {
            "id_token": null,
            "nome": "interno"
          },
          "alteracoes": [
            {
              "campo": "tipo",
              "de": null,
              "para": "receita"
            },
            {
              "campo": "descricao",
              "de": null,
              "para": "Casamento Maria e João: contrato"
            },
            {
              "campo": "valor",
              "de": null,
              "para": 1500
            },
            {
              "campo": "data_vencimento",
              "de": null,
              "para": "2026-12-26"
            },
            {
              "campo": "datapagamento",
              "de": null,
              "para": null
            },
            {
              "campo": "pago",
              "de": null,
              "para": false
            },
            {
              "campo": "forma_pagamento",
              "de": null,
              "para": "pix"
            }
          ],
          "datahora": "2026-11-26 22:36:53"
        }
      ],
      "pagination": {
        "page": 1,
        "page_size": 100,
        "total_page": 1,
        "total_data": 1
      }
    }
  },
  "POST /api/v1/financial/{id}/charge": {
    "manual": {
      "status": "success",
      "message": "Charge 2 issued through manual for financial entry 3",
      "data": {
        "id": 3,
        "tipo": "receita",
        "descricao": "Casamento Maria e João: contrato",
        "valor": 1500,
        "valorpago": null,
        "data_vencimento": "2027-02-26",
        "datapagamento": null,
        "pago": false,
        "status": "aberto",
        "forma_pagamento": "pix",
        "idcartao": null,
        "idevento": 1,
        "id_cliente": 1,
        "id_categoria": 1,
        "observacoes": null,
        "idparcelamento": 1,
        "numeroparcela": 3,
        "totalparcelas": 3,
        "datacompetencia": "2027-02-26",
        "juros": 0,
        "multa": 0,
        "desconto": 0,
        "rateio": [],
        "cobranca": {
          "id": 2,
          "gateway": "manual",
          "forma": "pix",
          "status": "pendente",
          "id_externo": "manual-3-7e67f38d",
          "link": null,
          "linha_digitavel": null,
          "pix_copia_e_cola": null,
          "valor": 1500,
          "data_vencimento": "2027-02-26"
        },
        "datacadastro": "2026-11-26",
        "datahoraupdate": "2026-11-26 22:37:06",
        "parcelas": [
          {
            "id": 1,
            "numeroparcela": 1,
            "valor": 1500,
            "data_vencimento": "2026-12-26",
            "datapagamento": null,
            "pago": false,
            "status": "aberto",
            "datahoraupdate": "2026-11-26 22:37:06"
          },
          {
            "id": 2,
            "numeroparcela": 2,
            "valor": 1500,
            "data_vencimento": "2027-01-26",
            "datapagamento": null,
            "pago": false,
            "status": "aberto",
            "datahoraupdate": "2026-11-26 22:37:06"
          }
        ],
        "tipocobranca": "Receita"
      },
      "errors": []
    }
  },
  "DELETE /api/v1/financial/{id}/charge": {
    "default": {
      "status": "success",
      "message": "Charge 1 of financial entry 5 cancelled",
      "data": {
        "id": 5,
        "tipo": "receita",
        "descricao": "Casamento Maria e João: sinal",
        "valor": 1500,
        "valorpago": null,
        "data_vencimento": "2026-11-26",
        "datapagamento": null,
        "pago": false,
        "status": "aberto",
        "forma_pagamento": "boleto",
        "idcartao": null,
        "idevento": 1,
        "id_cliente": 1,
        "id_categoria": 2,
        "observacoes": null,
        "idparcelamento": null,
        "numeroparcela": null,
        "totalparcelas": null,
        "datacompetencia": "2026-11-26",
        "juros": 0,
        "multa": 0,
        "desconto": 0,
        "rateio": [],
        "cobranca": {
          "id": 1,
          "gateway": "manual",
          "forma": "boleto",
          "status": "cancelada",
          "id_externo": "BOLETO-DEMO-0001",
          "link": null,
          "linha_digitavel": null,
          "pix_copia_e_cola": null,
          "valor": 1500,
          "data_vencimento": "2026-11-26"
        },
        "datacadastro": "2026-11-26",
        "datahoraupdate": "2026-11-26 22:37:06",
        "parcelas": [],
        "tipocobranca": "Receita"
      },
      "errors": []
    }
  },
  "POST /api/v1/financial/{id}/charge/return": {
    "paga": {
      "status": "success",
      "message": "Return recibo-0001 applied: charge 1 is paga",
      "data": {
        "id": 5,
        "tipo": "receita",
        "descricao": "Casamento Maria e João: sinal",
        "valor": 1500,
        "valorpago": 1500,
        "data_vencimento": "2026-11-26",
        "datapagamento": "2026-11-26",
        "pago": true,
        "status": "pago",
        "forma_pagamento": "boleto",
        "idcartao": null,
        "idevento": 1,
        "id_cliente": 1,
        "id_categoria": 2,
        "observacoes": null,
        "idparcelamento": null,
        "numeroparcela": null,
        "totalparcelas": null,
        "datacompetencia": "2026-11-26",
        "juros": 0,
        "multa": 0,
        "desconto": 0,
        "rateio": [],
        "cobranca": {
          "id": 1,
          "gateway": "manual",
          "forma": "boleto",
          "status": "paga",
          "id_externo": "BOLETO-DEMO-0001",
          "link": null,
          "linha_digitavel": null,
          "pix_copia_e_cola": null,
          "valor": 1500,
          "data_vencimento": "2026-11-26"
        },
        "datacadastro": "2026-11-26",
        "datahoraupdate": "2026-11-26 22:37:06",
        "parcelas": [],
        "tipocobranca": "Receita"
      },
      "errors": []
    }
  },
  "POST /api/v1/webhooks": {
    "default": {
      "status": "success",
      "message": "Webhook created",
      "data": {
        "id": 2,
        "url": "https://example.com.br/webhooks/eventos",
        "events": [
          "customer_created"
        ],
        "token_set": true,
        "secret_set": true,
        "active": true,
        "deactivated_reason": null,
        "deactivated_at": null,
        "created_at": "2026-11-27T01:37:07.518Z",
        "updated_at": "2026-11-27T01:37:07.518Z"
      }
    }
  },
  "GET /api/v1/webhooks": {
    "default": {
      "data": [
        {
          "id": 1,
          "url": "https://example.com/hooks",
          "events": [
            "customer_created",
            "order_created"
          ],
          "token_set": false,
          "secret_set": false,
          "active": false,
          "deactivated_reason": null,
          "deactivated_at": null,
          "created_at": "2026-11-27T01:36:53.655Z",
          "updated_at": "2026-11-27T01:36:53.655Z"
        }
      ],
      "pagination": {
        "page": 1,
        "page_size": 100,
        "total_page": 1,
        "total_data": 1
      }
    }
  },
  "GET /api/v1/webhooks/{id}": {
    "default": {
      "id": 1,
      "url": "https://example.com/hooks",
      "events": [
        "customer_created",
        "order_created"
      ],
      "token_set": false,
      "secret_set": false,
      "active": false,
      "deactivated_reason": null,
      "deactivated_at": null,
      "created_at": "2026-11-27T01:36:53.655Z",
      "updated_at": "2026-11-27T01:36:53.655Z"
    }
  },
  "PUT /api/v1/webhooks/{id}": {
    "events": {
      "status": "success",
      "message": "Webhook updated",
      "data": {
        "id": 1,
        "url": "https://example.com/hooks",
        "events": [
          "customer_created",
          "order_created",
          "order_items_added"
        ],
        "token_set": true,
        "secret_set": false,
        "active": false,
        "deactivated_reason": null,
        "deactivated_at": null,
        "created_at": "2026-11-27T01:37:08.079Z",
        "updated_at": "2026-11-27T01:37:08.107Z"
      }
    }
  },
  "DELETE /api/v1/webhooks/{id}": {
    "default": {
      "status": "success",
      "message": "Webhook deleted",
      "data": {
        "id": 1
      }
    }
  },
  "GET /api/v1/webhooks/{id}/deliveries": {
    "default": {
      "data": [],
      "pagination": {
        "page": 1,
        "page_size": 100,
        "total_page": 0,
        "total_data": 0
      }
    }
  },
  "POST /api/v1/webhooks/deliveries/{id}/retry": {
    "default": {
      "status": "success",
      "message": "Delivery queued again",
      "data": {
        "id": 1,
        "id_webhook": 1,
        "id_event": 14,
        "event": "customer_created",
        "status": "pending",
        "attempt_count": 1,
        "next_attempt_at": "2026-11-27T01:37:09.219Z",
        "last_status_code": 200,
        "last_error": null,
        "created_at": "2026-11-27T01:37:09.064Z",
        "completed_at": null,
        "attempts": [
          {
            "attempt": 1,
            "attempted_at": "2026-11-27T01:37:09.069Z",
            "success": true,
            "status_code": 200,
            "duration_ms": 88,
            "response_body": "ok",
            "error": null
          }
        ]
      }
    }
  }
};
